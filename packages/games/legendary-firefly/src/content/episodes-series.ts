// The other twelve Objectives and Episode mini-decks (Bushwhacked to Objects in Space) and the campaign's other four trios, as data.
import type { ObjectiveCard } from '../cardTypes';
import type { Entry } from './basics';

// Each Episode is a small puzzle of its own: what its Objective asks for (reveal a card, complete a Goal, defeat an enemy,
// sometimes one that escapes), Goals whose abilities open another way through, and for Episode C a Mandatory part, Setup
// text and End of Episode text (which only a campaign applies, when it sets up the next game). No labelled Ship Strikes:
// all six are in the first game's decks (basics.ts), so these decks are made of their own cards only.

/** Cards found only in these Episode decks, in campaign order. */
export const SERIES_CARDS: readonly Entry[] = [
  // Bushwhacked – A
  ['bw-survivor', { type: 'enemy', name: 'The Lone Survivor', desc: 'Reaver', ship: false, attack: 5, escape: true, escapeFx: [{ do: 'crewStrike', who: 'highest' }] }, 1],
  // The cruiser jams every channel while it hangs off the bow.
  ['bw-cruiser', { type: 'enemy', name: 'Interdiction Cruiser', desc: 'Alliance Ship', ship: true, attack: 6, range: true, verse: { mods: { noCoordinate: true } } }, 1],
  ['bw-harken', { type: 'enemy', name: 'Commander Harken', desc: 'Alliance', ship: false, attack: 5, stationary: true, reveal: [{ do: 'byDefense', max: 3, then: [{ do: 'gainFlaw', who: 'you' }] }] }, 1],
  ['bw-marines', { type: 'enemy', name: 'Cruiser Marines', desc: 'Alliance', ship: false, attack: 4 }, 2],
  ['bw-hold', { type: 'event', name: 'A Hold Full of the Dead', reveal: [{ do: 'byDefense', max: 2, then: [{ do: 'crewStrike', who: 'you' }] }] }, 1],
  ['bw-trap', { type: 'event', name: 'Rigged Airlock', reveal: [{ do: 'shipStrike' }] }, 1],
  ['bw-derelict', { type: 'goal', name: 'Search the Derelict', pay: { pool: 'attack', n: 4 }, done: [{ do: 'draw', n: 1 }] }, 1],
  ['bw-interrogation', { type: 'goal', name: 'Answer the Interrogator', pay: { pool: 'recruit', n: 5 }, stationary: true }, 1],
  ['bw-spacewalk', { type: 'special', name: 'Walk the Hull', reveal: [{ do: 'scan' }] }, 1],
  // Shindig – B
  ['sh-atherton', { type: 'enemy', name: 'Atherton Wing', desc: 'Outlaw', ship: false, attack: 7, double: true, defeated: [{ do: 'credits', n: 1 }] }, 1],
  ['sh-badger', { type: 'enemy', name: 'Badger', desc: 'Outlaw', ship: false, attack: 4, reveal: [{ do: 'byDefense', max: 3, then: [{ do: 'discard', n: 1 }] }] }, 1],
  ['sh-bodyguards', { type: 'enemy', name: "Wing's Bodyguards", desc: 'Outlaw', ship: false, attack: 4, range: true }, 2],
  ['sh-heavies', { type: 'enemy', name: "Badger's Heavies", desc: 'Outlaw', ship: false, attack: 5, strike: [{ do: 'gainFlaw', who: 'you' }] }, 1],
  // Polite society is only a nuisance once it has cornered you.
  ['sh-socialites', { type: 'enemy', name: 'Sneering Socialites', desc: 'Outlaw', ship: false, attack: 3, combat: { mods: { scanPlus: 1 } } }, 1],
  // The lesson's ability is the way to beat a duellist who strikes twice.
  ['sh-fencing', { type: 'goal', name: 'A Fencing Lesson', pay: { pool: 'recruit', n: 4 }, done: [{ do: 'weaken', n: 3 }] }, 1],
  ['sh-harrow', { type: 'goal', name: 'Talk Cattle with Harrow', pay: { pool: 'recruit', n: 6 } }, 1],
  ['sh-dress', { type: 'special', name: 'The Pretty Dress', reveal: [{ do: 'ifPlayer', crew: 'kaylee', then: [{ do: 'gainTalent', who: 'kaylee' }] }, { do: 'eachDraws', n: 1 }] }, 1],
  ['sh-challenge', { type: 'event', name: 'Challenged to a Duel', reveal: [{ do: 'crewStrike', who: 'mal' }] }, 1],
  ['sh-scandal', { type: 'event', name: 'Whispered Scandal', reveal: [{ do: 'discard', n: 1 }], ongoing: { noCoordinate: true }, pay: { pool: 'recruit', n: 3 } }, 1],
  // Safe – C
  ['sf-hill-folk', { type: 'enemy', name: 'Hill Folk', desc: 'Outlaw', ship: false, attack: 4, reveal: [{ do: 'gainFlaw', who: 'river' }] }, 1],
  ['sf-patron', { type: 'enemy', name: 'The Patron', desc: 'Outlaw', ship: false, attack: 5, stationary: true, reveal: [{ do: 'discardRandom', n: 1 }] }, 1],
  ['sf-kidnappers', { type: 'enemy', name: 'Kidnappers', desc: 'Outlaw', ship: false, attack: 4, escape: true, escapeFx: [{ do: 'crewStrike', who: 'simon' }] }, 1],
  ['sf-ambush', { type: 'enemy', name: 'Market Ambushers', desc: 'Outlaw', ship: false, attack: 5, range: true }, 1],
  ['sf-cruiser', { type: 'enemy', name: 'Alliance Hospital Cruiser', desc: 'Alliance Ship', ship: true, attack: 6, range: true }, 1],
  ['sf-pyre', { type: 'goal', name: 'Stop the Burning', pay: { pool: 'attack', n: 7 } }, 1],
  ['sf-care', { type: 'goal', name: "Bargain for Book's Care", pay: { pool: 'recruit', n: 5 }, stationary: true, done: [{ do: 'heal' }] }, 1],
  ['sf-witch-hunt', { type: 'event', name: 'Witch Hunt', reveal: [{ do: 'gainFlaw', who: 'highest' }], ongoing: { scanPlus: 1 }, pay: { pool: 'attack', n: 3 } }, 1],
  ['sf-crossfire', { type: 'event', name: 'Caught in the Crossfire', reveal: [{ do: 'byDefense', max: 2, then: [{ do: 'crewStrike', who: 'you' }] }] }, 1],
  ['sf-oath', { type: 'character', name: "A Doctor's Oath", crew: null, cls: 'survival', cost: 0, recruit: 1, attack: 0, reaction: [{ do: 'heal' }], episodeCharacter: true }, 1],
  ['sf-dance', { type: 'special', name: 'River Dances', reveal: [{ do: 'ifPlayer', crew: 'river', then: [{ do: 'gainTalent', who: 'river' }] }, { do: 'draw', n: 1 }] }, 1],
  // Our Mrs. Reynolds – A
  ['mr-saffron', { type: 'enemy', name: 'Saffron', desc: 'Outlaw', ship: false, attack: 5, escape: true, reveal: [{ do: 'crewStrike', who: 'mal' }], escapeFx: [{ do: 'shipStrike' }] }, 1],
  // The net never drifts: it holds its space and tears at the hull from there.
  ['mr-net', { type: 'enemy', name: 'Salvage Net', desc: 'Outlaw Ship', ship: true, attack: 5, stationary: true, range: true }, 1],
  ['mr-salvagers', { type: 'enemy', name: 'Net Salvagers', desc: 'Outlaw Ship', ship: true, attack: 4 }, 1],
  ['mr-bandits', { type: 'enemy', name: 'Highway Bandits', desc: 'Outlaw', ship: false, attack: 4, defeated: [{ do: 'credits', n: 1 }] }, 2],
  ['mr-feast', { type: 'special', name: 'A Wedding Feast', reveal: [{ do: 'eachDraws', n: 1 }] }, 1],
  ['mr-vera', { type: 'character', name: 'Callahan Full-Bore Autolock', crew: null, cls: 'strength', cost: 0, recruit: 0, attack: 2, coordinate: true, episodeCharacter: true }, 1],
  ['mr-by-hand', { type: 'goal', name: 'Fly Her by Hand', pay: { pool: 'attack', n: 5 }, done: [{ do: 'repair' }] }, 1],
  ['mr-wine', { type: 'event', name: 'Drugged Wine', reveal: [{ do: 'byDefense', max: 3, then: [{ do: 'discardRandom', n: 1 }] }] }, 1],
  ['mr-nav', { type: 'event', name: 'Scrambled Nav Sat', reveal: [{ do: 'shipStrike' }] }, 1],
  // Jaynestown – B
  ['jy-stitch', { type: 'enemy', name: 'Stitch Hessian', desc: 'Outlaw', ship: false, attack: 6, double: true, reveal: [{ do: 'crewStrike', who: 'jayne' }] }, 1],
  ['jy-higgins', { type: 'enemy', name: 'Magistrate Higgins', desc: 'Alliance', ship: false, attack: 5, stationary: true, verse: { mods: { scanPlus: 1 } } }, 1],
  ['jy-deputies', { type: 'enemy', name: "The Magistrate's Deputies", desc: 'Alliance', ship: false, attack: 3 }, 2],
  ['jy-foremen', { type: 'enemy', name: 'Mud Foremen', desc: 'Outlaw', ship: false, attack: 3, strike: [{ do: 'gainFlaw', who: 'you' }] }, 1],
  ['jy-air-patrol', { type: 'enemy', name: "The Magistrate's Air Patrol", desc: 'Alliance Ship', ship: true, attack: 4, range: true }, 1],
  ['jy-statue', { type: 'special', name: "The Mudder's Statue", reveal: [{ do: 'ifPlayer', crew: 'jayne', then: [{ do: 'gainTalent', who: 'jayne' }] }, { do: 'eachDraws', n: 1 }] }, 1],
  ['jy-ballad', { type: 'special', name: 'The Ballad of Jayne', reveal: [{ do: 'heal' }], ongoing: { startRecruit: 1 } }, 1],
  ['jy-fess', { type: 'goal', name: 'A Night for Fess', pay: { pool: 'recruit', n: 4 }, done: [{ do: 'playersDraw', count: 2 }] }, 1],
  ['jy-cargo', { type: 'goal', name: 'Load the Mudder Cargo', pay: { pool: 'recruit', n: 6 }, stationary: true }, 1],
  ['jy-riot', { type: 'event', name: 'The Mudders Riot', reveal: [{ do: 'addEpisode' }] }, 1],
  // Out of Gas – C
  // Fireball as the rulebook prints it: Zoe takes the blast, and its space is lost to everything until the fire is vented.
  ['og-fireball', { type: 'goal', name: 'Fireball', pay: { pool: 'attack', n: 7 }, reveal: [{ do: 'crewStrike', who: 'zoe' }, { do: 'attach', push: true }], skipSpace: true }, 1],
  ['og-catalyzer', { type: 'goal', name: 'Fit the New Catalyzer', pay: { pool: 'recruit', n: 7 }, stationary: true }, 1],
  ['og-captain', { type: 'enemy', name: 'Salvager Captain', desc: 'Outlaw', ship: false, attack: 5, reveal: [{ do: 'crewStrike', who: 'mal' }] }, 1],
  ['og-salvager-ship', { type: 'enemy', name: 'Salvager Ship', desc: 'Outlaw Ship', ship: true, attack: 5, escape: true, escapeFx: [{ do: 'shipStrike' }] }, 1],
  ['og-salvage-crew', { type: 'enemy', name: 'Salvage Crew', desc: 'Outlaw', ship: false, attack: 4, defeated: [{ do: 'repair' }] }, 1],
  ['og-scavengers', { type: 'enemy', name: 'Opportunist Scavengers', desc: 'Outlaw Ship', ship: true, attack: 3, range: true }, 1],
  ['og-life-support', { type: 'event', name: 'Air Running Thin', reveal: [{ do: 'byDefense', max: 3, then: [{ do: 'discardRandom', n: 1 }] }], ongoing: { handSize: -1 }, pay: { pool: 'recruit', n: 4 } }, 1],
  ['og-shuttles', { type: 'special', name: 'Into the Shuttles', reveal: [{ do: 'avoid' }, { do: 'draw', n: 1 }] }, 1],
  ['og-tinkering', { type: 'character', name: 'Engine-Room Tinkering', crew: null, cls: 'tech', cost: 0, recruit: 1, attack: 0, activate: [{ do: 'repair' }], episodeCharacter: true }, 1],
  ['og-gut-shot', { type: 'event', name: 'Gut Shot', reveal: [{ do: 'crewStrike', who: 'highest' }] }, 1],
  ['og-dark', { type: 'event', name: 'Drifting Dark', reveal: [{ do: 'addEpisode' }] }, 1],
  // Ariel – A
  ['ar-gloves', { type: 'enemy', name: 'The Men in Blue Gloves', desc: 'Alliance', ship: false, attack: 6, stationary: true, reveal: [{ do: 'byDefense', max: 3, then: [{ do: 'crewStrike', who: 'you' }] }] }, 1],
  ['ar-security', { type: 'enemy', name: 'Hospital Security', desc: 'Alliance', ship: false, attack: 4, strike: [{ do: 'discardRandom', n: 1 }] }, 2],
  ['ar-agents', { type: 'enemy', name: 'Federal Agents', desc: 'Alliance', ship: false, attack: 4, strike: [{ do: 'discardRandom', n: 1 }] }, 1],
  ['ar-traffic', { type: 'enemy', name: 'Ariel Traffic Control', desc: 'Alliance Ship', ship: true, attack: 5, range: true }, 1],
  ['ar-sold-out', { type: 'event', name: 'Sold Out to the Feds', reveal: [{ do: 'crewStrike', who: 'simon' }] }, 1],
  ['ar-ambulance', { type: 'goal', name: 'Steal an Ambulance', pay: { pool: 'recruit', n: 4 }, done: [{ do: 'draw', n: 1 }] }, 1],
  ['ar-scan', { type: 'goal', name: "Scan River's Brain", pay: { pool: 'attack', n: 5 }, stationary: true }, 1],
  ['ar-drug-locker', { type: 'special', name: 'Raid the Drug Locker', reveal: [{ do: 'credits', n: 2 }] }, 1],
  ['ar-disguise', { type: 'character', name: 'Paramedic Disguise', crew: null, cls: 'intel', cost: 0, recruit: 1, attack: 0, play: [{ do: 'draw', n: 1 }], coordinate: true, episodeCharacter: true }, 1],
  // War Stories – B
  // While Niska sits in his station, someone is always on the table.
  ['ws-niska', { type: 'enemy', name: 'Adelai Niska', desc: 'Outlaw', ship: false, attack: 6, stationary: true, verse: { turnStart: [{ do: 'crewStrike', who: 'highest' }] } }, 1],
  ['ws-thugs', { type: 'enemy', name: "Niska's Thugs", desc: 'Outlaw', ship: false, attack: 3, defeated: [{ do: 'credits', n: 1 }] }, 1],
  ['ws-torturer', { type: 'enemy', name: "Niska's Torturer", desc: 'Outlaw', ship: false, attack: 4, double: true }, 1],
  ['ws-turret', { type: 'enemy', name: 'Skyplex Gun Turret', desc: 'Outlaw Ship', ship: true, attack: 5, range: true }, 1],
  ['ws-ear', { type: 'event', name: 'A Gift in a Box', reveal: [{ do: 'crewStrike', who: 'mal' }] }, 1],
  ['ws-storm', { type: 'goal', name: 'Storm the Skyplex', pay: { pool: 'attack', n: 6 } }, 1],
  ['ws-ransom', { type: 'goal', name: 'Pay the Ransom', pay: { pool: 'recruit', n: 6 }, done: [{ do: 'heal' }] }, 1],
  ['ws-jealous', { type: 'special', name: 'Who Gets to Be Jealous', reveal: [{ do: 'playersDraw', count: 2 }] }, 1],
  ['ws-hired-guns', { type: 'character', name: 'Hired Guns', crew: null, cls: 'strength', cost: 0, recruit: 0, attack: 1, combo: { cls: 'strength', fx: [{ do: 'attack', n: 1 }] }, reaction: [{ do: 'attack', n: 2 }], episodeCharacter: true }, 1],
  ['ws-reputation', { type: 'event', name: "Niska's Reputation", reveal: [{ do: 'gainFlaw', who: 'each' }] }, 1],
  // Trash – C
  ['tr-yolanda', { type: 'enemy', name: 'Yolanda', desc: 'Outlaw', ship: false, attack: 5, escape: true, escapeFx: [{ do: 'crewStrike', who: 'mal' }] }, 1],
  ['tr-security', { type: 'enemy', name: "Haymer's Security", desc: 'Alliance', ship: false, attack: 4, stationary: true }, 2],
  ['tr-feds', { type: 'enemy', name: 'Fed Patrol', desc: 'Alliance', ship: false, attack: 4, range: true }, 1],
  ['tr-skycars', { type: 'enemy', name: "Haymer's Skycars", desc: 'Alliance Ship', ship: true, attack: 5, escape: true, escapeFx: [{ do: 'shipStrike' }] }, 1],
  ['tr-haymer', { type: 'enemy', name: 'Durran Haymer', desc: 'Outlaw', ship: false, attack: 5, stationary: true, defeated: [{ do: 'credits', n: 2 }] }, 1],
  ['tr-lassiter', { type: 'goal', name: 'Lift the Lassiter', pay: { pool: 'attack', n: 6 } }, 1],
  ['tr-trash-bin', { type: 'goal', name: 'Down the Trash Chute', pay: { pool: 'recruit', n: 4 }, stationary: true, done: [{ do: 'scan' }] }, 1],
  ['tr-alarm', { type: 'event', name: 'Silent Alarm', reveal: [{ do: 'addEpisode' }] }, 1],
  ['tr-rigged-bin', { type: 'special', name: 'Kaylee Rigs the Bin', reveal: [{ do: 'show', cls: 'tech', then: [{ do: 'scan' }, { do: 'draw', n: 1 }] }] }, 1],
  ['tr-pricked', { type: 'event', name: 'Jayne Pricks Himself', reveal: [{ do: 'crewStrike', who: 'jayne' }] }, 1],
  ['tr-timely', { type: 'character', name: 'A Timely Arrival', crew: null, cls: 'leadership', cost: 0, recruit: 2, attack: 0, play: [{ do: 'draw', n: 1 }], episodeCharacter: true }, 1],
  // The Message – A
  ['tm-crate', { type: 'special', name: 'A Body in a Crate', reveal: [{ do: 'eachDraws', n: 1 }] }, 1],
  ['tm-tracey', { type: 'enemy', name: 'Tracey', desc: 'Outlaw', ship: false, attack: 5, double: true, strike: [{ do: 'gainFlaw', who: 'you' }] }, 1],
  ['tm-womack', { type: 'enemy', name: "Womack's Patrol Ship", desc: 'Alliance Ship', ship: true, attack: 6, range: true }, 1],
  ['tm-womacks-men', { type: 'enemy', name: "Womack's Men", desc: 'Alliance', ship: false, attack: 4, strike: [{ do: 'gainFlaw', who: 'you' }] }, 2],
  ['tm-buyers', { type: 'enemy', name: 'Organ Buyers', desc: 'Outlaw', ship: false, attack: 3, escape: true, escapeFx: [{ do: 'shipStrike' }] }, 1],
  ['tm-organs', { type: 'event', name: 'Smuggled Organs', reveal: [{ do: 'byDefense', max: 2, then: [{ do: 'discardRandom', n: 1 }] }] }, 1],
  ['tm-canyon', { type: 'goal', name: 'Through the Canyon', pay: { pool: 'attack', n: 5 }, done: [{ do: 'avoid' }] }, 1],
  ['tm-home', { type: 'goal', name: 'Bring Him Home', pay: { pool: 'recruit', n: 5 }, stationary: true }, 1],
  ['tm-market', { type: 'special', name: 'The Space Market', reveal: [{ do: 'gainBrowncoat' }] }, 1],
  // Heart of Gold – B
  ['hg-burgess', { type: 'enemy', name: 'Rance Burgess', desc: 'Outlaw', ship: false, attack: 6, double: true, defeated: [{ do: 'credits', n: 2 }] }, 1],
  ['hg-posse', { type: 'enemy', name: "Burgess's Posse", desc: 'Outlaw', ship: false, attack: 3, range: true }, 2],
  ['hg-hovercraft', { type: 'enemy', name: "Burgess's Hovercraft", desc: 'Outlaw Ship', ship: true, attack: 5, range: true, escape: true, escapeFx: [{ do: 'shipStrike' }] }, 1],
  ['hg-sharpshooter', { type: 'enemy', name: 'Laser-Rifle Sharpshooter', desc: 'Outlaw', ship: false, attack: 4, range: true, strike: [{ do: 'discardRandom', n: 1 }] }, 1],
  ['hg-baby', { type: 'goal', name: 'Deliver the Baby', pay: { pool: 'recruit', n: 5 }, done: [{ do: 'heal' }] }, 1],
  ['hg-fortify', { type: 'goal', name: 'Fortify the House', pay: { pool: 'attack', n: 6 }, stationary: true }, 1],
  ['hg-taken', { type: 'event', name: 'Petaline Is Taken', reveal: [{ do: 'addEpisode' }] }, 1],
  ['hg-arms', { type: 'special', name: 'The Girls Take Up Arms', reveal: [{ do: 'eachDraws', n: 1 }], ongoing: { startAttack: 1 } }, 1],
  ['hg-door', { type: 'event', name: 'A Shot Through the Door', reveal: [{ do: 'crewStrike', who: 'inara' }] }, 1],
  ['hg-midwife', { type: 'character', name: 'Frontier Midwife', crew: null, cls: 'survival', cost: 0, recruit: 1, attack: 0, reaction: [{ do: 'avoid' }], episodeCharacter: true }, 1],
  // Objects in Space – C
  ['os-early', { type: 'enemy', name: 'Jubal Early', desc: 'Outlaw', ship: false, attack: 7, stationary: true, reveal: [{ do: 'crewStrike', who: 'kaylee' }] }, 1],
  ['os-interceptor', { type: 'enemy', name: "Early's Interceptor", desc: 'Outlaw Ship', ship: true, attack: 6, escape: true, escapeFx: [{ do: 'shipStrike' }] }, 1],
  ['os-agents', { type: 'enemy', name: 'Alliance Bounty Agents', desc: 'Alliance', ship: false, attack: 4 }, 2],
  ['os-rivals', { type: 'enemy', name: 'Rival Bounty Hunters', desc: 'Outlaw', ship: false, attack: 4, range: true }, 1],
  ['os-cutter', { type: 'enemy', name: 'Alliance Cutter', desc: 'Alliance Ship', ship: true, attack: 5, range: true }, 1],
  ['os-river', { type: 'special', name: 'River Is the Ship', reveal: [{ do: 'scan' }, { do: 'ifPlayer', crew: 'river', then: [{ do: 'gainTalent', who: 'river' }] }] }, 1],
  ['os-locked', { type: 'event', name: 'Locked in Their Cabins', reveal: [{ do: 'byDefense', max: 3, then: [{ do: 'discard', n: 1 }] }], ongoing: { scanPlus: 1 }, pay: { pool: 'attack', n: 3 } }, 1],
  ['os-hostage', { type: 'event', name: 'Kaylee Held at Gunpoint', reveal: [{ do: 'crewStrike', who: 'kaylee' }] }, 1],
  ['os-leg', { type: 'event', name: 'Shot in the Leg', reveal: [{ do: 'crewStrike', who: 'simon' }] }, 1],
  // The Goal's ability is the other way to put Early off the ship.
  ['os-hull', { type: 'goal', name: 'Out on the Hull', pay: { pool: 'recruit', n: 5 }, done: [{ do: 'defeatEnemy', max: 7 }] }, 1],
  ['os-footsteps', { type: 'character', name: 'Quiet Footsteps', crew: null, cls: 'intel', cost: 0, recruit: 0, attack: 1, play: [{ do: 'scan' }], coordinate: true, episodeCharacter: true }, 1],
];

export const SERIES_OBJECTIVES: readonly (readonly [string, ObjectiveCard])[] = [
  [
    'obj-bushwhacked',
    {
      type: 'objective', name: 'Bushwhacked', letter: 'A', number: 4,
      parts: [
        { name: 'Search the Derelict', need: { goal: 'bw-derelict' }, reward: [{ do: 'credits', n: 2 }] },
        { name: 'Stop the Survivor', need: { defeat: 'bw-survivor' }, reward: [{ do: 'credits', n: 2 }] },
        { name: 'Talk Your Way Clear', need: { goal: 'bw-interrogation' }, reward: [{ do: 'credits', n: 1 }, { do: 'gainTalent', who: 'you' }] },
      ],
      deck: [['bw-survivor', 1], ['bw-cruiser', 1], ['bw-harken', 1], ['bw-marines', 2], ['bw-hold', 1], ['bw-trap', 1], ['bw-derelict', 1], ['bw-interrogation', 1], ['bw-spacewalk', 1]],
    },
  ],
  [
    'obj-shindig',
    {
      type: 'objective', name: 'Shindig', letter: 'B', number: 5,
      parts: [
        { name: 'Learn the Sword', need: { goal: 'sh-fencing' }, reward: [{ do: 'gainTalent', who: 'you' }] },
        { name: 'Win the Duel', need: { defeat: 'sh-atherton' }, reward: [{ do: 'credits', n: 2 }] },
        { name: 'Impress Warwick Harrow', need: { goal: 'sh-harrow' }, reward: [{ do: 'credits', n: 3 }] },
      ],
      deck: [['sh-atherton', 1], ['sh-badger', 1], ['sh-bodyguards', 2], ['sh-heavies', 1], ['sh-socialites', 1], ['sh-fencing', 1], ['sh-harrow', 1], ['sh-dress', 1], ['sh-challenge', 1], ['sh-scandal', 1]],
    },
  ],
  [
    'obj-safe',
    {
      type: 'objective', name: 'Safe', letter: 'C', number: 6,
      setup: [{ do: 'crewStrike', who: 'book' }],
      parts: [
        { name: 'Save River from the Pyre', need: { goal: 'sf-pyre' }, reward: [{ do: 'eachDraws', n: 1 }], mandatory: true },
        { name: 'Get Book to a Doctor', need: { goal: 'sf-care' }, reward: [{ do: 'heal' }] },
        { name: 'Catch the Kidnappers', need: { defeat: 'sf-kidnappers' }, reward: [{ do: 'gainTalent', who: 'each' }] },
      ],
      // The shepherd's wound is slow to mend.
      endOfEpisode: [{ do: 'crewStrike', who: 'book' }],
      deck: [['sf-hill-folk', 1], ['ls-crash-landing', 1], ['sf-patron', 1], ['sf-kidnappers', 1], ['sf-ambush', 1], ['sf-cruiser', 1], ['sf-pyre', 1], ['sf-care', 1], ['sf-witch-hunt', 1], ['sf-crossfire', 1], ['sf-oath', 1], ['sf-dance', 1]],
    },
  ],
  [
    'obj-mrs-reynolds',
    {
      type: 'objective', name: 'Our Mrs. Reynolds', letter: 'A', number: 7,
      parts: [
        { name: 'See Through the Bride', need: { reveal: 'mr-saffron' }, reward: [{ do: 'credits', n: 1 }] },
        { name: 'Cut Loose from the Net', need: { defeat: 'mr-net' }, reward: [{ do: 'credits', n: 2 }] },
        { name: 'Fly Her by Hand', need: { goal: 'mr-by-hand' }, reward: [{ do: 'credits', n: 2 }] },
      ],
      deck: [['mr-saffron', 1], ['mr-net', 1], ['mr-salvagers', 1], ['mr-bandits', 2], ['mr-feast', 1], ['mr-vera', 1], ['mr-by-hand', 1], ['mr-wine', 1], ['mr-nav', 1]],
    },
  ],
  [
    'obj-jaynestown',
    {
      type: 'objective', name: 'Jaynestown', letter: 'B', number: 8,
      parts: [
        { name: 'Find the Statue', need: { reveal: 'jy-statue' }, reward: [{ do: 'credits', n: 1 }] },
        { name: 'Face Down Stitch', need: { defeat: 'jy-stitch' }, reward: [{ do: 'credits', n: 2 }] },
        { name: 'Get the Cargo Off-World', need: { goal: 'jy-cargo' }, reward: [{ do: 'credits', n: 3 }] },
      ],
      deck: [['jy-stitch', 1], ['jy-higgins', 1], ['jy-deputies', 2], ['jy-foremen', 1], ['jy-air-patrol', 1], ['jy-statue', 1], ['jy-ballad', 1], ['jy-fess', 1], ['jy-cargo', 1], ['jy-riot', 1]],
    },
  ],
  [
    'obj-out-of-gas',
    {
      type: 'objective', name: 'Out of Gas', letter: 'C', number: 9,
      setup: [{ do: 'shipStrike' }],
      parts: [
        { name: 'Get Her Flying Again', need: { goal: 'og-catalyzer' }, reward: [{ do: 'repair' }], mandatory: true },
        { name: 'Vent the Fire', need: { goal: 'og-fireball' }, reward: [{ do: 'heal' }] },
        { name: 'Drive Off the Salvagers', need: { defeat: 'og-captain' }, reward: [{ do: 'gainTalent', who: 'each' }] },
      ],
      // The crew came back for the captain, and patched him up. (A heal, not a gained card: after a won game this resolves in
      // the special Inter-Mission, and the player decks are reset before the next game.)
      endOfEpisode: [{ do: 'heal' }],
      deck: [['og-fireball', 1], ['og-catalyzer', 1], ['og-captain', 1], ['og-salvager-ship', 1], ['og-salvage-crew', 1], ['ls-salvage-snag', 1], ['og-scavengers', 1], ['og-life-support', 1], ['og-shuttles', 1], ['og-tinkering', 1], ['og-gut-shot', 1], ['og-dark', 1]],
    },
  ],
  [
    'obj-ariel',
    {
      type: 'objective', name: 'Ariel', letter: 'A', number: 10,
      parts: [
        { name: 'Get Inside the Hospital', need: { goal: 'ar-ambulance' }, reward: [{ do: 'credits', n: 2 }] },
        { name: "Read River's Scans", need: { goal: 'ar-scan' }, reward: [{ do: 'credits', n: 1 }, { do: 'ifPlayer', crew: 'river', then: [{ do: 'gainTalent', who: 'river' }] }] },
        { name: 'Lose the Blue Gloves', need: { defeat: 'ar-gloves' }, reward: [{ do: 'credits', n: 2 }] },
      ],
      deck: [['ar-gloves', 1], ['ar-security', 2], ['ar-agents', 1], ['ar-traffic', 1], ['ar-sold-out', 1], ['ar-ambulance', 1], ['ar-scan', 1], ['ar-drug-locker', 1], ['ar-disguise', 1]],
    },
  ],
  [
    'obj-war-stories',
    {
      type: 'objective', name: 'War Stories', letter: 'B', number: 11,
      parts: [
        { name: 'Pay What You Can', need: { goal: 'ws-ransom' }, reward: [{ do: 'credits', n: 1 }] },
        { name: 'Storm the Skyplex', need: { goal: 'ws-storm' }, reward: [{ do: 'credits', n: 2 }] },
        { name: 'Settle with Niska', need: { defeat: 'ws-niska' }, reward: [{ do: 'credits', n: 2 }, { do: 'gainTalent', who: 'each' }] },
      ],
      deck: [['ws-niska', 1], ['ws-thugs', 1], ['ls-skyplex-tow', 1], ['ws-torturer', 1], ['ws-turret', 1], ['ws-ear', 1], ['ws-storm', 1], ['ws-ransom', 1], ['ws-jealous', 1], ['ws-hired-guns', 1], ['ws-reputation', 1]],
    },
  ],
  [
    'obj-trash',
    {
      type: 'objective', name: 'Trash', letter: 'C', number: 12,
      setup: [{ do: 'gainFlaw', who: 'mal' }],
      parts: [
        { name: 'Lift the Lassiter', need: { goal: 'tr-lassiter' }, reward: [{ do: 'credits', n: 2 }], mandatory: true },
        { name: 'Send It Down the Chute', need: { goal: 'tr-trash-bin' }, reward: [{ do: 'eachDraws', n: 1 }] },
        { name: 'Leave Her in the Desert', need: { defeat: 'tr-yolanda' }, reward: [{ do: 'gainTalent', who: 'each' }] },
      ],
      // The Lassiter sells, quietly, before the next job.
      endOfEpisode: [{ do: 'credits', n: 3 }],
      deck: [['tr-yolanda', 1], ['tr-security', 2], ['tr-feds', 1], ['tr-skycars', 1], ['tr-haymer', 1], ['tr-lassiter', 1], ['tr-trash-bin', 1], ['tr-alarm', 1], ['tr-rigged-bin', 1], ['tr-pricked', 1], ['tr-timely', 1]],
    },
  ],
  [
    'obj-the-message',
    {
      type: 'objective', name: 'The Message', letter: 'A', number: 13,
      parts: [
        { name: 'Open the Crate', need: { reveal: 'tm-crate' }, reward: [{ do: 'credits', n: 1 }] },
        { name: 'Outfly Womack', need: { defeat: 'tm-womack' }, reward: [{ do: 'credits', n: 2 }] },
        { name: 'Bring Him Home', need: { goal: 'tm-home' }, reward: [{ do: 'credits', n: 2 }] },
      ],
      deck: [['tm-crate', 1], ['tm-tracey', 1], ['tm-womack', 1], ['tm-womacks-men', 2], ['tm-buyers', 1], ['tm-organs', 1], ['tm-canyon', 1], ['tm-home', 1], ['tm-market', 1]],
    },
  ],
  [
    'obj-heart-of-gold',
    {
      type: 'objective', name: 'Heart of Gold', letter: 'B', number: 14,
      parts: [
        { name: 'Fortify the House', need: { goal: 'hg-fortify' }, reward: [{ do: 'credits', n: 2 }] },
        { name: 'Deliver the Baby', need: { goal: 'hg-baby' }, reward: [{ do: 'credits', n: 2 }] },
        { name: 'Stop Rance Burgess', need: { defeat: 'hg-burgess' }, reward: [{ do: 'gainTalent', who: 'each' }] },
      ],
      deck: [['hg-burgess', 1], ['hg-posse', 2], ['hg-hovercraft', 1], ['hg-sharpshooter', 1], ['hg-baby', 1], ['hg-fortify', 1], ['hg-taken', 1], ['hg-arms', 1], ['hg-door', 1], ['hg-midwife', 1]],
    },
  ],
  [
    'obj-objects-in-space',
    {
      type: 'objective', name: 'Objects in Space', letter: 'C', number: 15,
      setup: [{ do: 'byDefense', max: 3, then: [{ do: 'gainFlaw', who: 'you' }] }],
      parts: [
        { name: 'Put Early Off the Ship', need: { defeat: 'os-early' }, reward: [{ do: 'eachDraws', n: 1 }], mandatory: true },
        { name: 'Find River', need: { reveal: 'os-river' }, reward: [{ do: 'heal' }] },
        { name: 'Ground the Interceptor', need: { defeat: 'os-interceptor' }, reward: [{ do: 'gainTalent', who: 'each' }] },
      ],
      // Only a mix-and-match campaign plays a game after this one. Early's ship is stripped for parts: a free repair,
      // which lasts (a gained card would be lost with the player decks' reset after a won game).
      endOfEpisode: [{ do: 'repair' }],
      deck: [['os-early', 1], ['os-interceptor', 1], ['os-agents', 2], ['os-rivals', 1], ['os-cutter', 1], ['os-river', 1], ['os-locked', 1], ['os-hostage', 1], ['os-leg', 1], ['os-hull', 1], ['os-footsteps', 1]],
    },
  ],
];

/** The campaign's other four games, in the TV episodes' order. */
export const SERIES_TRIOS = {
  'bushwhacked-safe': ['obj-bushwhacked', 'obj-shindig', 'obj-safe'],
  'mrs-reynolds-out-of-gas': ['obj-mrs-reynolds', 'obj-jaynestown', 'obj-out-of-gas'],
  'ariel-trash': ['obj-ariel', 'obj-war-stories', 'obj-trash'],
  'the-message-objects-in-space': ['obj-the-message', 'obj-heart-of-gold', 'obj-objects-in-space'],
} as const;
