// One colour per seat, shared by the ship tokens on the map and the ship sheets so a player is found at a glance.
export const SEAT_COLOURS: readonly string[] = ['#f2a93b', '#6fb3e0', '#7fcf8a', '#e07a9b', '#c9a0ff', '#e0d36f'];
