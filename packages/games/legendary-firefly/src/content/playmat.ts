// The playmat's numbers: 'Verse scan costs, Serenity's strike slots with their Credit repair costs, upgrade slots.

/** Scan cost of each 'Verse space, from the leftmost (next to the Combat Zone) to the rightmost (next to the Episode deck). */
export const SCAN_COSTS = [1, 1, 2, 2, 3] as const;
export const VERSE_SPACES = SCAN_COSTS.length;
/** Serenity's strike slots, lowest first, with the Credits it costs to repair each during an Inter-Mission. */
export const SHIP_SLOT_CREDITS = [1, 1, 2, 2, 3, 3] as const;
export const SHIP_SLOTS = SHIP_SLOT_CREDITS.length;
/** Upgrade slots, highest first. */
export const UPGRADE_SLOTS = 4;
export const BRIDGE_SPACES = 5;
export const HAND_SIZE = 6;
export const BROWNCOAT_COST = 3;
export const CREDITS_PER_EXTRA_DRAW = 2;
/** Side Jobs shuffled into each mini-deck, by player count (Side Job Table). */
export const SIDE_JOBS_PER_DECK = [0, 0, 1, 2, 3, 4] as const;
/** Preparation rounds at the start of Episode A, by player count. */
export const PREPARATION_ROUNDS = [0, 0, 0, 0, 1, 2] as const;
/** Face-down cards put into the rightmost spaces when an Episode is set up: Episode 1, 2, 3. */
export const OPENING_VERSE_CARDS = [0, 2, 4] as const;
export const MAIN_CHARACTERS = 5;
