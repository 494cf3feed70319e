import type { SkyView } from "../../model/page-props";
import { skyDescription, skyDrawing } from "../drawing/sky-view";

/**
 * The sky over a place as a Starlink dish sees it, as inline SVG drawn at
 * build time: no script, and the same facts in words for screen readers.
 */
export function SkyViewPicture({ sky }: { sky: SkyView }) {
  const drawing = skyDrawing(sky);
  const { viewBox, centre, legend } = drawing;
  return (
    <svg
      className="picture"
      viewBox={`${viewBox.x} ${viewBox.y} ${viewBox.width} ${viewBox.height}`}
      role="img"
      aria-labelledby="sky-title sky-desc"
    >
      <title id="sky-title">{`The sky over ${sky.place} for a Starlink dish`}</title>
      <desc id="sky-desc">{skyDescription(sky)}</desc>
      <circle className="ring" cx={centre.x} cy={centre.y} r={drawing.horizon} />
      {drawing.rings.map((ring) => (
        <g key={ring.label}>
          <circle className="elevation-ring" cx={centre.x} cy={centre.y} r={ring.radius} />
          <text x={ring.at.x} y={ring.at.y} textAnchor="middle" className="compass">
            {ring.label}
          </text>
        </g>
      ))}
      {drawing.compass.map(({ letter, x, y }) => (
        <text key={letter} x={x} y={y} textAnchor="middle" className="compass outside">
          {letter}
        </text>
      ))}
      <circle className="place" cx={centre.x} cy={centre.y} r={5} />
      <text x={drawing.overhead.x} y={drawing.overhead.y} textAnchor="middle" className="compass">
        Overhead
      </text>
      <g className="belt">
        <polyline points={drawing.belt} />
        <line
          x1={legend.line[0].x}
          y1={legend.line[0].y}
          x2={legend.line[1].x}
          y2={legend.line[1].y}
        />
      </g>
      <text x={legend.x} y={legend.y}>
        {legend.lines.map((line, i) => (
          <tspan key={line} x={legend.x} dy={i === 0 ? 0 : "1.2em"}>
            {line}
          </tspan>
        ))}
      </text>
    </svg>
  );
}
