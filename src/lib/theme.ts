/** Colour modes: "system" follows the OS dark-scheme setting; light and dark are fixed. */
export const colourModes = ['system', 'light', 'dark'] as const
export type ColourMode = (typeof colourModes)[number]

/** A mode a page may force whatever the visitor's preference: a fixed one, never "system". */
export type ForcedColourMode = Exclude<ColourMode, 'system'>
