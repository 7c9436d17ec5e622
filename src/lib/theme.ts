/** Colour modes: "system" follows the OS dark-scheme setting; light and dark are fixed. */
export const colourModes = ['system', 'light', 'dark'] as const
export type ColourMode = (typeof colourModes)[number]
