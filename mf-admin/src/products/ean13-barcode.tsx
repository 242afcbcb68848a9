import { EAN13_MODULES, ean13Bars } from './ean13-pattern';

const QUIET_ZONE = 11;
const BAR_HEIGHT = 48;
const GUARD_EXTRA = 6;
const TEXT_SIZE = 8;

/** An EAN-13 barcode as SVG, with its digits under the bars in the usual groups (1 · 6 · 6). */
export function Ean13Barcode({ digits, width = 220 }: { digits: string; width?: number }) {
  const bars = ean13Bars(digits);
  const totalWidth = QUIET_ZONE + EAN13_MODULES + 7;
  const height = 1 + BAR_HEIGHT + TEXT_SIZE + 1;
  const x = (module: number) => QUIET_ZONE + module;
  return (
    <svg
      role="img"
      aria-label={`EAN-13 barcode ${digits}`}
      viewBox={`0 0 ${totalWidth} ${height}`}
      width={width}
      height={(width * height) / totalWidth}
      className="bg-white d-block"
      data-ean13={digits}
    >
      {bars.map((bar) => (
        <rect
          key={bar.start}
          x={x(bar.start)}
          y={1}
          width={bar.width}
          height={bar.guard ? BAR_HEIGHT + GUARD_EXTRA : BAR_HEIGHT}
          fill="#000"
        />
      ))}
      <g fontFamily="monospace" fontSize={TEXT_SIZE} fill="#000" textAnchor="middle">
        <text x={QUIET_ZONE - 5} y={height - 1}>
          {digits[0]}
        </text>
        <text x={x(3 + 21)} y={height - 1} textLength={38} lengthAdjust="spacing">
          {digits.slice(1, 7)}
        </text>
        <text x={x(50 + 21)} y={height - 1} textLength={38} lengthAdjust="spacing">
          {digits.slice(7)}
        </text>
      </g>
    </svg>
  );
}
