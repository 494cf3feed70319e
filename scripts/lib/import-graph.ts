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

/** The ground-floor rooms, taken whole in every view: what the rooms above share. */
const GROUND = new Set(["model", "loader"]);

/** The room of a module in the house's floors: its top folder, site/generated with site/; undefined for a root file. */
export function houseRoomOf(file: string): string | undefined {
  const [top, second] = file.split("/");
  return second === undefined ? undefined : top;
}

/**
 * The room of a module in the floors check: a folder of generator/ or site/
 * (a file directly in generator/ is a room of its own), model/ and loader/
 * whole; undefined for the rest of the project. site/generated is two rooms:
 * its data modules (business.ts, catalogue-places.ts …), which components read, and
 * its page modules (one folder per family), which are drawn by components.
 */
export function floorRoomOf(file: string): string | undefined {
  const parts = file.split("/");
  if (GROUND.has(parts[0]!)) return parts[0];
  if ((parts[0] !== "generator" && parts[0] !== "site") || parts.length < 2) return undefined;
  if (parts.length === 2) return file;
  if (parts[1] === "generated") return parts.length === 3 ? "site/generated" : "site/generated/*";
  return `${parts[0]}/${parts[1]}`;
}

/**
 * The room of a module in the build's floors: each file of build/ is a room
 * of its own, and the rooms it stands on (generator/, site/, model/, loader/)
 * are taken whole; undefined for the rest of the project.
 */
export function buildRoomOf(file: string): string | undefined {
  const [top, second] = file.split("/");
  if (second === undefined) return undefined;
  if (top === "build") return file;
  return GROUND.has(top!) || top === "generator" || top === "site" ? top : undefined;
}

/** An arrow from one room to another, with each import (importing module, imported module) it is made of. */
export interface Arrow {
  from: string;
  to: string;
  imports: [string, string][];
}

export interface Floors {
  /** The rooms on each floor, the ground floor first: a room stands one floor above the highest room it imports. */
  floors: string[][];
  /** Arrows from a room to one on its own floor or above: each means a cycle among rooms. */
  upward: Arrow[];
}

/** Rooms in one cycle beyond which the exact order is not searched (2^n orders); none comes near. */
const MAX_EXACT_CYCLE = 16;

/**
 * The order, ground floor first, of the rooms of one cycle that leaves the
 * fewest imports running up: the arrows to reverse are the thin ones.
 * Exact, by dynamic programming over the sets of rooms already placed.
 */
function leastUpwardOrder(rooms: string[], weight: (from: string, to: string) => number): string[] {
  if (rooms.length > MAX_EXACT_CYCLE)
    throw new Error(`a cycle of ${rooms.length} rooms: too many to order (${rooms.join(", ")})`);
  const full = (1 << rooms.length) - 1;
  const cost = new Array<number>(full + 1).fill(Infinity);
  const last = new Array<number>(full + 1).fill(-1);
  cost[0] = 0;
  for (let placed = 0; placed < full; placed++) {
    if (cost[placed] === Infinity) continue;
    for (let top = 0; top < rooms.length; top++) {
      if (placed & (1 << top)) continue;
      // Every room already below that imports the new top room is an arrow running up.
      let added = 0;
      for (let below = 0; below < rooms.length; below++)
        if (placed & (1 << below)) added += weight(rooms[below]!, rooms[top]!);
      const next = placed | (1 << top);
      if (cost[placed]! + added < cost[next]!) {
        cost[next] = cost[placed]! + added;
        last[next] = top;
      }
    }
  }
  const order: string[] = [];
  for (let placed = full; placed !== 0; placed &= ~(1 << last[placed]!))
    order.unshift(rooms[last[placed]!]!);
  return order;
}

/**
 * The floors of the rooms a graph's modules fall in (rooms from `roomOfModule`;
 * modules without one are left out) and the arrows that run up. Without a
 * cycle among rooms every arrow runs down; in a cycle, the order that leaves
 * the fewest imports running up decides which arrows are the upward ones.
 */
export function roomFloors(
  graph: ReadonlyMap<string, readonly string[]>,
  roomOfModule: (file: string) => string | undefined,
): Floors {
  const arrows = new Map<string, Map<string, [string, string][]>>();
  const rooms = new Set<string>();
  for (const [file, targets] of graph) {
    const from = roomOfModule(file);
    if (from === undefined) continue;
    rooms.add(from);
    for (const target of targets) {
      const to = roomOfModule(target);
      if (to === undefined || to === from) continue;
      rooms.add(to);
      const out = arrows.get(from) ?? new Map<string, [string, string][]>();
      arrows.set(from, out);
      out.set(to, [...(out.get(to) ?? []), [file, target]]);
    }
  }
  const sorted = [...rooms].sort((a, b) => a.localeCompare(b));
  const weight = (from: string, to: string) => arrows.get(from)?.get(to)?.length ?? 0;
  const roomGraph = new Map(
    sorted.map((room) => [room, [...(arrows.get(room)?.keys() ?? [])].sort()]),
  );

  const upward: Arrow[] = [];
  for (const cycle of importCycles(roomGraph)) {
    const order = leastUpwardOrder(cycle, weight);
    for (const [low, from] of order.entries())
      for (const to of order.slice(low + 1))
        if (weight(from, to) > 0) upward.push({ from, to, imports: arrows.get(from)!.get(to)! });
  }
  const isUpward = (from: string, to: string) =>
    upward.some((arrow) => arrow.from === from && arrow.to === to);

  // With the upward arrows set aside the rooms form a tree of floors: the longest way down.
  const floorOf = new Map<string, number>();
  const floor = (room: string): number => {
    const known = floorOf.get(room);
    if (known !== undefined) return known;
    const below = roomGraph.get(room)!.filter((to) => !isUpward(room, to));
    const value = below.length === 0 ? 0 : 1 + Math.max(...below.map(floor));
    floorOf.set(room, value);
    return value;
  };
  const floors: string[][] = [];
  for (const room of sorted) (floors[floor(room)] ??= []).push(room);
  return {
    floors,
    upward: upward.sort((a, b) => a.from.localeCompare(b.from) || a.to.localeCompare(b.to)),
  };
}
