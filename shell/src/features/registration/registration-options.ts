/** Spec §3 Options: the districts and their Vidhan Sabhas; every district also allows Other. */
export const DISTRICTS = ['raisen', 'vidisha', 'sehore', 'dewas'] as const;
export type District = (typeof DISTRICTS)[number];

export const VIDHAN_SABHAS: Record<District, string[]> = {
  raisen: ['bhojpur', 'sanchi', 'silwani'],
  vidisha: ['vidisha', 'basoda'],
  sehore: ['budhni', 'ichhawar'],
  dewas: ['khategaon'],
};

export function vidhanSabhasFor(district: string): string[] {
  const list = VIDHAN_SABHAS[district as District];
  return list ? [...list, 'other'] : [];
}
