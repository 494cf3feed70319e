/**
 * Pure summaries of a module graph (module path -> the project modules it
 * imports), for `npm run report:imports`.
 */

/** The room a module lives in: its top folder, with site/generated apart; a root file is its own. */
export function roomOf(file: string): string {
  const [top, second] = file.split("/");
  if (second === undefined) return "(root)";
  return top === "site" && second === "generated" ? "site/generated" : top!;
}

/** Imports that cross from one room into another, counted, most first. */
export function roomEdges(
  graph: ReadonlyMap<string, readonly string[]>,
): { from: string; to: string; count: number }[] {
  const counts = new Map<string, number>();
  for (const [file, targets] of graph) {
    for (const target of targets) {
      const key = `${roomOf(file)}\u0000${roomOf(target)}`;
      if (roomOf(file) !== roomOf(target)) counts.set(key, (counts.get(key) ?? 0) + 1);
    }
  }
  return [...counts]
    .map(([key, count]) => {
      const [from, to] = key.split("\u0000") as [string, string];
      return { from, to, count };
    })
    .sort((a, b) => b.count - a.count || a.from.localeCompare(b.from) || a.to.localeCompare(b.to));
}

/**
 * The import cycles: each strongly connected component of more than one
 * module, or a module importing itself, sorted (Tarjan's algorithm, iterative
 * so that a deep graph cannot overflow the stack).
 */
export function importCycles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const onStack = new Set<string>();
  const stack: string[] = [];
  const cycles: string[][] = [];
  let next = 0;

  for (const start of graph.keys()) {
    if (index.has(start)) continue;
    const work: { node: string; edge: number }[] = [{ node: start, edge: 0 }];
    index.set(start, next);
    low.set(start, next++);
    stack.push(start);
    onStack.add(start);
    while (work.length > 0) {
      const frame = work[work.length - 1]!;
      const targets = graph.get(frame.node) ?? [];
      if (frame.edge < targets.length) {
        const target = targets[frame.edge++]!;
        if (!index.has(target)) {
          index.set(target, next);
          low.set(target, next++);
          stack.push(target);
          onStack.add(target);
          work.push({ node: target, edge: 0 });
        } else if (onStack.has(target)) {
          low.set(frame.node, Math.min(low.get(frame.node)!, index.get(target)!));
        }
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent) low.set(parent.node, Math.min(low.get(parent.node)!, low.get(frame.node)!));
      if (low.get(frame.node) !== index.get(frame.node)) continue;
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== frame.node);
      if (component.length > 1 || targets.includes(frame.node)) cycles.push(component.sort());
    }
  }
  return cycles.sort((a, b) => a[0]!.localeCompare(b[0]!));
}
