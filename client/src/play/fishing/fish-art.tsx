/**
 * Our own fish drawings (plain SVG shapes, nothing downloaded), facing right
 * in a 100 × 60 box. Each species has its colours and, for the sea creatures
 * that are not fish, its own outline; an unknown code draws a plain fish.
 */
import { chakra, type HTMLChakraProps } from '@chakra-ui/react';

interface Look {
  body: string;
  fin: string;
  shape: 'fish' | 'round' | 'squid' | 'ray' | 'turtle' | 'shark' | 'whale' | 'mermaid' | 'dragon';
  stripes?: boolean;
}

const LOOKS: Record<string, Look> = {
  clownfish: { body: '#f97316', fin: '#fdba74', shape: 'fish', stripes: true },
  goldfish: { body: '#facc15', fin: '#fb923c', shape: 'fish' },
  pufferfish: { body: '#a3e635', fin: '#65a30d', shape: 'round' },
  squid: { body: '#f472b6', fin: '#db2777', shape: 'squid' },
  stingray: { body: '#60a5fa', fin: '#1d4ed8', shape: 'ray' },
  'sea-turtle': { body: '#4ade80', fin: '#166534', shape: 'turtle' },
  shark: { body: '#94a3b8', fin: '#475569', shape: 'shark' },
  whale: { body: '#3b82f6', fin: '#1e3a8a', shape: 'whale' },
  mermaid: { body: '#2dd4bf', fin: '#a78bfa', shape: 'mermaid' },
  'golden-dragon': { body: '#fbbf24', fin: '#dc2626', shape: 'dragon' },
};
const PLAIN: Look = { body: '#38bdf8', fin: '#0369a1', shape: 'fish' };

const Eye = ({ x, y, r = 3.5 }: { x: number; y: number; r?: number }) => (
  <>
    <circle cx={x} cy={y} r={r} fill="white" />
    <circle cx={x + r * 0.3} cy={y} r={r * 0.55} fill="#111827" />
  </>
);

function Shape({ look }: { look: Look }) {
  const { body, fin } = look;
  switch (look.shape) {
    case 'round':
      return (
        <>
          {Array.from({ length: 10 }, (_, i) => {
            const a = (i / 10) * Math.PI * 2;
            return <line key={i} x1={50 + Math.cos(a) * 22} y1={30 + Math.sin(a) * 22} x2={50 + Math.cos(a) * 29} y2={30 + Math.sin(a) * 29} stroke={fin} strokeWidth="3" />;
          })}
          <path d="M12 30 L26 18 L26 42 Z" fill={fin} />
          <circle cx="50" cy="30" r="23" fill={body} />
          <Eye x={62} y={24} r={4.5} />
        </>
      );
    case 'squid':
      return (
        <>
          {[18, 26, 34, 42].map((y) => (
            <path key={y} d={`M40 ${y} Q22 ${y - 4} 6 ${y + 2}`} stroke={fin} strokeWidth="4" fill="none" strokeLinecap="round" />
          ))}
          <path d="M36 14 Q70 8 96 30 Q70 52 36 46 Z" fill={body} />
          <Eye x={48} y={26} r={4} />
        </>
      );
    case 'ray':
      return (
        <>
          <path d="M30 30 Q14 30 2 40" stroke={fin} strokeWidth="3" fill="none" />
          <path d="M30 30 Q55 -2 92 30 Q55 62 30 30 Z" fill={body} />
          <Eye x={76} y={24} r={3} />
          <Eye x={76} y={36} r={3} />
        </>
      );
    case 'turtle':
      return (
        <>
          <ellipse cx="36" cy="12" rx="12" ry="6" fill={fin} transform="rotate(-25 36 12)" />
          <ellipse cx="36" cy="48" rx="12" ry="6" fill={fin} transform="rotate(25 36 48)" />
          <circle cx="84" cy="30" r="10" fill={fin} />
          <ellipse cx="50" cy="30" rx="30" ry="22" fill={body} stroke={fin} strokeWidth="3" />
          <path d="M50 10 L50 50 M28 30 L72 30" stroke={fin} strokeWidth="2" />
          <Eye x={88} y={27} r={2.5} />
        </>
      );
    case 'shark':
      return (
        <>
          <path d="M4 12 L22 30 L4 50 L16 30 Z" fill={fin} />
          <path d="M44 16 L56 2 L62 18 Z" fill={fin} />
          <path d="M14 30 Q50 6 98 30 Q50 52 14 30 Z" fill={body} />
          <path d="M60 38 Q78 44 94 34" stroke="white" strokeWidth="3" fill="none" />
          <Eye x={80} y={24} r={3} />
        </>
      );
    case 'whale':
      return (
        <>
          <path d="M2 14 L20 30 L2 46 L12 30 Z" fill={fin} />
          <path d="M12 30 Q40 0 86 12 Q100 24 92 40 Q60 60 12 30 Z" fill={body} />
          <path d="M40 44 Q70 54 92 40" fill="#bfdbfe" />
          <path d="M60 6 Q62 -2 68 4 M62 6 Q58 -2 54 2" stroke="#bfdbfe" strokeWidth="2" fill="none" />
          <Eye x={78} y={26} r={3} />
        </>
      );
    case 'mermaid':
      return (
        <>
          <path d="M4 18 L20 30 L4 44 Z" fill={fin} />
          <path d="M16 30 Q40 16 64 26 Q70 32 64 36 Q40 44 16 30 Z" fill={body} />
          <ellipse cx="74" cy="30" rx="10" ry="8" fill="#fcd9b6" />
          <circle cx="88" cy="24" r="9" fill="#fcd9b6" />
          <path d="M80 18 Q86 8 98 16 Q96 26 98 34 Q88 30 82 22 Z" fill="#f59e0b" />
          <circle cx="91" cy="24" r="1.6" fill="#111827" />
        </>
      );
    case 'dragon':
      return (
        <>
          <path d="M4 30 Q20 14 36 30 Q52 46 68 30 Q78 20 88 26" stroke={body} strokeWidth="14" fill="none" strokeLinecap="round" />
          <path d="M8 24 L14 16 L20 24 M28 22 L34 14 L40 24 M50 36 L56 28 L62 38" fill={fin} stroke={fin} strokeWidth="2" />
          <circle cx="88" cy="26" r="11" fill={body} />
          <path d="M86 16 L82 4 M92 16 L96 4" stroke={fin} strokeWidth="3" strokeLinecap="round" />
          <path d="M96 30 Q100 40 92 38" stroke={fin} strokeWidth="2" fill="none" />
          <Eye x={91} y={23} r={3} />
        </>
      );
    default:
      return (
        <>
          <path d="M4 12 L26 30 L4 48 Z" fill={fin} />
          <path d="M44 14 Q54 4 64 14 Z" fill={fin} />
          <ellipse cx="56" cy="30" rx="38" ry="18" fill={body} />
          {look.stripes && (
            <>
              <path d="M44 13 Q40 30 44 47" stroke="white" strokeWidth="6" fill="none" />
              <path d="M70 14 Q66 30 70 46" stroke="white" strokeWidth="6" fill="none" />
            </>
          )}
          <Eye x={80} y={26} />
        </>
      );
  }
}

export function FishArt({ code, ...props }: { code: string } & HTMLChakraProps<'svg'>) {
  return (
    <chakra.svg viewBox="0 0 100 60" aria-hidden focusable="false" {...props}>
      <Shape look={LOOKS[code] ?? PLAIN} />
    </chakra.svg>
  );
}
