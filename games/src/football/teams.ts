/**
 * The twelve simulated teams of virtual football and their published
 * strengths (docs/decisions/0041). They are not real clubs: the page says the
 * matches are virtual. Both strengths are factors around 1 that multiply a
 * side's goal mean (model.ts): `attack` scales the goals a team scores,
 * `defence` the goals it concedes, so a lower `defence` is a tighter defence.
 */
export interface Team {
  /** stable id used in match ids and the published tables */
  code: string;
  /** the name on screen */
  name: string;
  attack: number;
  defence: number;
}

export const TEAMS: readonly Team[] = [
  { code: 'SPB', name: 'ช้างศึกสุพรรณ', attack: 1.3, defence: 0.8 },
  { code: 'CBI', name: 'ฉลามชลบุรี', attack: 1.25, defence: 0.85 },
  { code: 'KRT', name: 'อินทรีเหล็กโคราช', attack: 1.15, defence: 0.9 },
  { code: 'CMI', name: 'สิงห์ทองเชียงใหม่', attack: 1.1, defence: 0.95 },
  { code: 'PKT', name: 'นางนวลภูเก็ต', attack: 1.05, defence: 1.05 },
  { code: 'AYA', name: 'กิเลนทองอยุธยา', attack: 1.0, defence: 0.95 },
  { code: 'LPG', name: 'เสือดำลำปาง', attack: 0.95, defence: 1.0 },
  { code: 'UBN', name: 'ควายธนูอุบล', attack: 0.95, defence: 1.1 },
  { code: 'NKI', name: 'นาคราชหนองคาย', attack: 0.9, defence: 1.05 },
  { code: 'SKA', name: 'หงส์ฟ้าสงขลา', attack: 0.85, defence: 1.15 },
  { code: 'KRI', name: 'กระทิงป่ากาญจน์', attack: 0.8, defence: 1.2 },
  { code: 'NPT', name: 'ราชสีห์นครปฐม', attack: 0.75, defence: 1.25 },
];

export function teamByCode(code: string): Team {
  const team = TEAMS.find((entry) => entry.code === code);
  if (!team) throw new Error(`unknown team ${code}`);
  return team;
}
