import type { Pointing } from "../../model/page-props";
import {
  pointingDescription,
  pointingDrawing,
  type Label,
  type Segment,
} from "../drawing/pointing-picture";

/** A label's lines: the first on the label's baseline, each next one a line below. */
export function LabelText({ label, className }: { label: Label; className?: string }) {
  return (
    <text x={label.x} y={label.y} textAnchor={label.anchor} className={className}>
      {label.lines.map((line, i) => (
        <tspan
          key={line}
          x={label.x}
          dy={i === 0 ? 0 : "1.2em"}
          className={i < label.bold ? "strong" : undefined}
        >
          {line}
        </tspan>
      ))}
    </text>
  );
}

const Line = ({ segment }: { segment: Segment }) => (
  <line x1={segment.from.x} y1={segment.from.y} x2={segment.to.x} y2={segment.to.y} />
);

/**
 * Where to point an aerial and a dish here, as inline SVG drawn at build
 * time: no script, and the same facts in words for screen readers.
 */
export function PointingPicture({ pointing }: { pointing: Pointing }) {
  const drawing = pointingDrawing(pointing);
  const { viewBox, centre } = drawing;
  return (
    <svg
      className="picture"
      viewBox={`${viewBox.x} ${viewBox.y} ${viewBox.width} ${viewBox.height}`}
      role="img"
      aria-labelledby="pointing-title pointing-desc"
    >
      <title id="pointing-title">{`Where to point an aerial and a dish in ${pointing.place}`}</title>
      <desc id="pointing-desc">{pointingDescription(pointing)}</desc>
      <text x={drawing.heading.x} y={drawing.heading.y} className="strong">
        {drawing.heading.text}
      </text>
      <circle className="ring" cx={centre.x} cy={centre.y} r={drawing.radius} />
      {drawing.rays.map((ray) => (
        <g key={`${ray.kind}${ray.bearing}`} className={ray.kind}>
          <line x1={centre.x} y1={centre.y} x2={ray.tip.x} y2={ray.tip.y} />
          {ray.head && <polygon points={ray.head.map(({ x, y }) => `${x},${y}`).join(" ")} />}
        </g>
      ))}
      <circle className="place" cx={centre.x} cy={centre.y} r={5} />
      {/* After the rays, so a ray passing a letter runs under it. */}
      {drawing.compass.map(({ letter, x, y }) => (
        <text key={letter} x={x} y={y} textAnchor="middle" className="compass">
          {letter}
        </text>
      ))}
      {drawing.labels.map((label) => (
        <g key={label.lines.join()} className={`${label.kind}-label`}>
          {label.leader && (
            <line
              className="leader"
              x1={label.leader[0].x}
              y1={label.leader[0].y}
              x2={label.leader[1].x}
              y2={label.leader[1].y}
            />
          )}
          <LabelText label={label} />
        </g>
      ))}
      {drawing.note && (
        <text x={drawing.note.x} y={drawing.note.y} textAnchor="middle">
          {drawing.note.text}
        </text>
      )}
      {drawing.elements && (
        <g className="aerial">
          <Line segment={drawing.elements.mast} />
          {drawing.elements.rods.map((rod) => (
            <Line key={`${rod.from.x} ${rod.from.y}`} segment={rod} />
          ))}
          <LabelText label={drawing.elements.caption} />
        </g>
      )}
      <g className="elevation">
        <Line segment={drawing.elevation.horizon} />
        <path d={drawing.elevation.arc} />
        <g className="dish">
          <Line segment={drawing.elevation.beam} />
        </g>
        <LabelText label={drawing.elevation.caption} />
      </g>
    </svg>
  );
}
