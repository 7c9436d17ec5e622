/** Colour modes of SPEC §4: "system" follows the OS dark-scheme setting. */
export const colourModes = ['system', 'light', 'dark'] as const
export type ColourMode = (typeof colourModes)[number]
