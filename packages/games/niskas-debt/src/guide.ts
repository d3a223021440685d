// How to play Niska's Debt on the site: the rules in our own words (one section per rule number, as prompts cite them) and a glossary of what the board shows.
import { ruleAnchor, type GameGuide, type RuleSection } from '@cortex/engine';

const rule = (
  n: string,
  title: string,
  paragraphs: readonly string[],
  sections?: readonly RuleSection[],
): RuleSection => ({
  id: ruleAnchor(n),
  title: `${n}. ${title}`,
  paragraphs,
  ...(sections ? { sections } : {}),
});

const PREMISE: RuleSection = {
  id: 'premise',
  title: 'Premise (rules 1-4)',
  paragraphs: [
    'You captain a Firefly bought with money borrowed from the crime lord Niska, and you have to earn it back.',
  ],
  sections: [
    rule('1', 'The debt and how to win', [
      'Every Captain owes Niska $6,000 and starts with $3,000 in cash.',
      'You win the moment your ship is on Ezra while you hold at least $6,000 and are solid with at least two contacts (rule 15). This is checked after every move once no decision is open, so a trade on Ezra can win off turn (a sale to Niska is part of a Deal action, on your own turn). The winner pays Niska from that cash.',
      'If nobody wins by the round cap (60 rounds unless the host changed it, rule 31), everyone is ranked by net worth: cash, plus $1,000 per solid contact, minus $1,000 per warrant.',
    ]),
    rule('2', "The 'Verse", [
      'The map is 9 by 9 sectors, columns A-I and rows 1-9, so each sector has a code like E5. The blue centre, C3 to G7, is Alliance space; the red rest is the Border.',
      'Alliance space holds Londinium (E5), Sihnon (D3), Persephone (G3), Osiris (C6), Ariel (G7) and the station Lyon Orbital (F4). The Border holds Whitefall (B1), Beaumonde (G1), Athens (A4), Regina (I4), Silverhold (I8), Ezra (E9) and the stations Greenleaf Depot (E1), Juniper Drift (A7) and Space Bazaar (B8). Every other sector is empty space. The Reaver ship starts in I2.',
    ]),
    rule('3', 'Your Firefly', [
      'A ship starts with range 5, a cargo hold of 4, a hidden stash of 4, 7 crew berths (the Captain uses one) and 3 upgrade slots. The Captain can never be killed, dismissed, fired or traded.',
    ]),
    rule(
      '4',
      'The site is the GM',
      [
        'The site deals, rolls every die and logs it all. Ship sheets, hands, active jobs, markets, job boards and trade offers are public; only the decks are hidden.',
      ],
      [
        rule('4.a', 'Automatic rolls', [
          'The d20 after a Fly and the d6 rolls for Reavers, medics and wanted crew are made for you and explained in the log. Nothing in this game modifies them.',
        ]),
        rule('4.b', 'Skill tests', [
          'Skill tests happen on misbehave cards; the log shows each die, the skill added and the total (rule 23.a).',
        ]),
        rule('4.c', 'Requests', ['Instead of posting in a thread, you pick one of the legal moves the board offers.']),
      ],
    ),
  ],
};

const SETUP: RuleSection = {
  id: 'setup',
  title: 'Setup (rule 5)',
  paragraphs: ['Each market lays out three cards, each contact posts three jobs and the misbehave deck is shuffled.'],
  sections: [
    rule(
      '5',
      'Preparing your Captain',
      [
        "Everyone at once names their Captain and ship, then picks a profession and a personality. A name can be anything of 1-24 letters, digits, single spaces, apostrophes, hyphens or full stops, or one of three GM suggestions; the first is the GM's random pick, used if a bot decides for you.",
        'Starting places go in seat order: any planet or station no other Firefly has taken. Then everyone receives one job from each of the five contacts and discards two in a single choice. Round 1 begins with the first seat.',
      ],
      [
        rule('5.a', 'Professions', [
          "The profession fixes the Captain's Fight, Tech and Talk:",
          '- All Rounder: 1, 1, 1.',
          '- Companion: Talk 3.',
          '- Mechanic: Tech 3.',
          '- Soldier: Fight 3.',
          '- Mercenary: Fight 2, Talk 1.',
          '- Grifter: Fight 1, Talk 2.',
          '- Medic: Tech 2, Talk 1.',
          '- Pilot: Fight 1, Tech 2.',
          'A Pilot, Mechanic or Medic Captain also counts as that crew type aboard (rule 26).',
        ]),
        rule('5.b', 'Personalities', [
          '- Heart of Gold: crew cost nothing to hire, though they still draw their printed wage (rule 22).',
          '- Tech Genius (Mechanic Captains only): upgrades at half price.',
          '- Gun Runner: gear (all firearms and explosives) at half price.',
          '- Shipping Magnate, Smuggler Extraordinaire, Transport Tycoon, Brown Coat: $500 extra per shipping, smuggling, transport or crime job completed.',
          '- Cold and Heartless: $500 extra per immoral job completed.',
        ]),
      ],
    ),
  ],
};

const GAMEPLAY: RuleSection = {
  id: 'turn',
  title: 'Rounds and turns (rule 6)',
  paragraphs: [
    'Each round every Captain takes a turn in seat order. From round 2 on, markets and job boards change at the start of the round (rules 13 and 16).',
  ],
  sections: [
    rule(
      '6',
      'Two different actions',
      [
        'On your turn take up to two of Fly, Buy, Deal and Work, never the same one twice, then end your turn. Follow-up choices (a second purchase, who goes on a job, payday) belong to the action. When you have only one legal move, the site makes it for you.',
      ],
      [
        rule('6.a', 'Free actions', [
          'These cost no action and can be done at any time, even off turn:',
          '- giving gear to crew or taking it back (rule 27);',
          '- dismissing crew at a planet or station (rule 28) and scrapping upgrades (rule 14.a);',
          '- moving goods between hold and stash, or dumping them;',
          '- paying back crew (rule 22.a);',
          '- trade offers and answers (rule 30).',
          'Trade with a contact (selling, buying, loading, clearing warrants, rule 15) is not among them: the rules note no exemption for it, so it is part of a Deal action on your own turn.',
          'While a decision of your own is open, only that decision is available. On your turn, while the game waits on someone else, you may take free actions but not actions.',
        ]),
        rule('6.b', 'Deadlines', [
          'Your turn has a time limit from the lobby (24 hours by default). When it runs out, the GM moves play on: no bot plays for you and you never forfeit. Nothing is flown, bought, dealt or worked for you; your turn simply passes.',
          "A decision you left open is settled the plain way: all crew go on the job, a new crew member gets the GM's name, crew are paid while your cash lasts, no bribe is paid, no second card or job is taken, jobs just taken go back if you hold more than three, a misbehave with no option chosen fails, and where the rules leave a pick to someone (where to evade, whom Niska takes) the GM picks at random. Offers waiting for your answer lapse.",
          'During setup there is no turn yet: a bot fills in what is missing from your sheet.',
        ]),
      ],
    ),
  ],
};

const FLY: RuleSection = {
  id: 'fly',
  title: 'Fly (rules 7-11)',
  paragraphs: ['Where a flight ends decides who may find you: the Alliance in the centre, Reavers on the Border.'],
  sections: [
    rule(
      '7',
      'Moving',
      [
        'A Fly action moves your ship to any sector within your current range; the board marks them all. You cannot pass the Reaver ship (rule 10).',
      ],
      [rule('7.a', 'Directions', ['Each step goes to one of the eight touching sectors, diagonals included.'])],
    ),
    rule(
      '8',
      'The Alliance',
      ['A Fly ending in Alliance space rolls a d20: on 20 an Alliance Cruiser stops you.'],
      [
        rule('8.a', 'Being stopped', [
          '- Contraband and Fugitives in the hold are seized; the stash is never found.',
          '- Each warrant costs $1,000 (all your cash if short), then all are cleared.',
          '- Each wanted crew member rolls a d6; on 1 they are taken into custody and leave the game.',
        ]),
        rule('8.b', 'Londinium', [
          'Ending your turn on Londinium always means a Cruiser stop. If you are solid with Harken, he clears your warrants there for free (rule 15.a).',
        ]),
      ],
    ),
    rule(
      '9',
      'Reavers',
      ['A Fly ending in Border space rolls a d20: on 20 the Reavers find you.'],
      [
        rule('9.a', 'Reaver contact', [
          'The Reaver ship moves to your sector. With a pilot and a mechanic aboard you escape unharmed. Otherwise roll a d6: 1-2 kills two crew, 3-4 kills one, 5-6 none. Victims are drawn at random from the whole roster; the Captain is disgruntled instead (rule 29.a) and a medic may save each victim (rule 26.b). Then you evade.',
        ]),
        rule('9.b', 'Killed crew', ['Killed crew are out of the game for good.']),
        rule('9.c', 'Evading', [
          'You move one step into a touching sector of your choice. No d20 is rolled where you land.',
        ]),
        rule('9.d', 'Bystanders', [
          'Every other ship in that sector suffers contact too, on turn or not, with its own roll and evade.',
        ]),
      ],
    ),
    rule('10', 'The Reaver ship', [
      "No ship may enter or cross the Reaver ship's sector, marked R. Next to it, you may spend your Fly action to lure it into your sector: contact follows as in rule 9.a with no d20, and you may evade into the sector it left.",
    ]),
    rule(
      '11',
      'Range',
      [
        'Ending a turn in empty space lowers your range by 1, to no less than 1; ending it at a planet or station restores full range.',
      ],
      [
        rule('11.a', 'Derelicts', [
          'Flying to an empty sector, you may search it. If no contact happened, a d6 of 5-6 finds a derelict: 2 Cargo on the Border or 2 Contraband in Alliance space, as far as you have room.',
        ]),
      ],
    ),
  ],
};

const BUY: RuleSection = {
  id: 'buy',
  title: 'Buy (rules 12-14)',
  paragraphs: ['Crew, gear and ship upgrades are sold at five places, each with its own deck.'],
  sections: [
    rule(
      '12',
      'The markets',
      ['Cards show their price; crew also show profession, skills and whether they are wanted.'],
      [
        rule('12.a', 'Space Bazaar', ['Ten cards: pilots, hired guns and firearms.']),
        rule('12.b', 'Silverhold', ['Ten cards: hill folk, hired guns, explosives and a scattergun.']),
        rule('12.c', 'Persephone', ['Eight cards: mechanics, hired guns and firearms.']),
        rule('12.d', 'Regina', [
          'Eight cards: mechanics, Border ship upgrades (range, hold, stash, berths) and a demolition pack.',
        ]),
        rule('12.e', 'Osiris', ['Eight cards: medics and Alliance ship upgrades (range, hold, stash, berths).']),
      ],
    ),
    rule(
      '13',
      'Market refresh',
      ['A market shows at least three cards while its deck lasts. From round 2 on, at the start of each round:'],
      [
        rule('13.a', 'Quiet, under six', ['With no ship there and fewer than six cards, one card is added.']),
        rule('13.b', 'Quiet, six or more', [
          'With no ship there and six or more cards, a random one is shuffled back and one is drawn (possibly the same).',
        ]),
        rule('13.c', 'Busy', ['With a ship there, three cards are added.']),
      ],
    ),
    rule(
      '14',
      'Buying',
      [
        'A Buy action at a market buys one card you can afford and have room for, then you may buy a second from those still shown (no new card is shown between the two). The market refills to three once the action is over. Gear goes to your gear stash, crew to your roster, upgrades onto the ship.',
      ],
      [
        rule('14.a', 'Room aboard', [
          'Crew need a free berth and upgrades a free slot; gear needs no room. Dismissing crew (rule 28) or scrapping an upgrade is free. An upgrade whose extra room is in use cannot be scrapped.',
        ]),
        rule('14.b', 'Naming crew', [
          'Crew shown with a name in brackets, such as "Pilot (Skids)", are named when hired: your own name or one of three GM suggestions.',
        ]),
        rule('14.c', 'Shore leave', [
          'At a planet or station, a Buy action and $100 per roster member, Captain included, clear every grudge aboard.',
        ]),
      ],
    ),
  ],
};

const DEAL: RuleSection = {
  id: 'deal',
  title: 'Deal (rules 15-17)',
  paragraphs: ['Five contacts deal jobs, each from a deck of ten at a fixed place.'],
  sections: [
    rule(
      '15',
      'Contacts',
      [
        "Completing a job for a contact makes you solid with them; a Warrant Issued on their job undoes it (rule 24.b). At a solid contact's place, a Deal action on your turn lets you sell them goods one at a time and use their perk, as often as you like within that action, besides taking jobs:",
      ],
      [
        rule('15.a', 'Harken, Londinium', [
          'Harken buys Cargo at $200 but no Contraband, and clears your warrants free when the Alliance stops you on Londinium (rule 8.b).',
        ]),
        rule('15.b', 'Amnon Duul, Space Bazaar', [
          'Amnon Duul buys Cargo at $600 and Contraband at $500, and loads Passengers and Fugitives for free.',
        ]),
        rule('15.c', 'Badger, Persephone', [
          'Badger buys Cargo at $600 and Contraband at $700, and clears all your warrants for $1,000.',
        ]),
        rule('15.d', 'Patience, Athens', [
          'Patience buys Cargo at $600 and Contraband at $500, and sells either at $800.',
        ]),
        rule('15.e', 'Niska, Ezra', ['Niska buys Cargo at $400 and Contraband at $800.']),
      ],
    ),
    rule('16', 'Job refresh', [
      'Each contact shows at least three jobs. From round 2 on, at the start of each round one random job per contact is shuffled back and a new one drawn. A job failed with a Warrant Issued returns as an extra card, so a board can show more than three.',
    ]),
    rule(
      '17',
      'Taking jobs',
      [
        "A Deal action at a contact's place takes up to two of the jobs shown when it began into your hand (no new job is shown between the two). The board refills to three once you have taken two or stop dealing.",
      ],
      [
        rule('17.a', 'Hand limit', [
          'You may hold three jobs. Over that, you discard down in one choice; discards go back into their decks. Active jobs do not count.',
        ]),
      ],
    ),
  ],
};

const WORK: RuleSection = {
  id: 'work',
  title: 'Work (rules 18-22)',
  paragraphs: ['A job card lists numbered steps, each at a place: pick up goods, drop off goods, or misbehave.'],
  sections: [
    rule(
      '18',
      'Working a job',
      [
        'A Work action advances one job whose next step is where you are, doing every following step at that place too. One Work a turn means one job a turn.',
      ],
      [
        rule('18.a', 'Illegal jobs', ['A job with a misbehave step is illegal. Moral or immoral is a separate label.']),
        rule('18.b', 'Job types', [
          'Shipping moves Cargo, Transport moves Passengers or Fugitives, Smuggling moves Contraband, and Crime is misbehaving alone.',
        ]),
        rule('18.c', 'Space', [
          'Each good takes one space. Contraband and Fugitives load into the stash first, the rest into the hold first. A pick-up needs room for all of it; a drop-off needs the goods aboard, wherever they came from: some jobs drop off goods they never pick up, which you buy from Patience, take on through Amnon Duul (rule 15), find in a derelict (rule 11.a) or trade for (rule 30).',
        ]),
        rule('18.d', 'Small-time work', ['On a planet, not a station, a Work action can earn a flat $200 instead.']),
      ],
    ),
    rule(
      '19',
      'Four steps',
      ['Each Work action on a job runs through four steps.'],
      [
        rule('19.a', 'Requirements', [
          'The skills, crew type or gear a card needs are counted over your whole roster, carried gear included; if you fall short you cannot work it. The first time you work a job it becomes active.',
        ]),
        rule('19.b', 'The team', [
          'If a misbehave lies ahead here, leave crew aboard one by one, then go. The Captain always goes; by default everyone does.',
        ]),
        rule('19.c', 'The steps', ['The site loads, unloads and draws misbehaves in order.']),
        rule('19.d', 'Completion', [
          'You get the pay, any crew-type bonus (that type anywhere aboard) and any personality bonus, become solid with the contact, and payday follows (rule 22).',
        ]),
      ],
    ),
    rule('20', 'Active jobs', ["At most three jobs can be active at once. The board marks an active job's next step."]),
    rule('21', 'The team only', [
      'During the job only the team counts for misbehave options and tests, and a misbehave that kills picks only from the team. Requirements (rule 19.a) still count everyone.',
    ]),
    rule(
      '22',
      'Payday',
      [
        'On every completed job, each hired crew member is owed their printed hiring price, on the job or not, even if hired free or traded in. Pay or withhold each, from any cash you have; the Captain takes no wage.',
      ],
      [
        rule('22.a', 'Disgruntled', [
          'Unpaid crew become disgruntled until paid in full, by a free back payment or at a later payday, or given shore leave.',
        ]),
        rule('22.b', 'Leaving', [
          "Withhold again from disgruntled crew and they leave, back into their market's deck.",
        ]),
      ],
    ),
  ],
};

const MISBEHAVING: RuleSection = {
  id: 'misbehaving',
  title: 'Misbehaving (rules 23-24)',
  paragraphs: ['Illegal jobs mean trouble along the way.'],
  sections: [
    rule(
      '23',
      'Misbehave cards',
      [
        'A misbehave step turns over the top misbehave card. Pick one of its options A-C that your team can attempt: a skill test (always allowed), carrying a gear kind, a crew type on the job, or a named crew member on the job. Non-test options pass at once. Some options also kill a random team member, even on a pass. With nothing possible, you give up and fail (rule 24).',
      ],
      [
        rule('23.a', 'Skill tests', [
          "Roll a d6, rolling again and adding on every 6, plus the team's skill and carried gear. Reach the target to pass.",
        ]),
        rule('23.b', 'Kosherized', ['A Kosherized test counts no gear.']),
        rule('23.c', 'Bribes', [
          'After a short roll you may pay $100 per missing point to pass, if you can afford it all.',
        ]),
        rule('23.d', 'Several at once', [
          '"Misbehave ×2" means passing two cards in the same action; failing the second loses the first.',
        ]),
      ],
    ),
    rule(
      '24',
      'Failure',
      ['The card says which failure follows.'],
      [
        rule('24.a', 'Attempt Botched', [
          'The misbehaves passed in this action are lost, but the job stays active at that step; try again on a later turn.',
        ]),
        rule('24.b', 'Warrant Issued', [
          "You gain a warrant. The job fails and returns to its contact's board as an extra; goods already aboard stay. You lose solid standing with that contact and with Harken. On a Niska job he also takes one crew member of your choice.",
        ]),
      ],
    ),
  ],
};

const CREW: RuleSection = {
  id: 'crew',
  title: 'Crew (rules 25-29)',
  paragraphs: ['Crew bring skills and professions, and cost a wage each payday.'],
  sections: [
    rule('25', 'Crew cards', [
      'Each has Fight, Tech and Talk points, a profession and a hiring price. Wanted crew risk custody at every Alliance stop (rule 8.a).',
    ]),
    rule(
      '26',
      'Professions',
      ['Crew are Pilots, Mechanics, Medics, Hired Guns or Hill Folk.'],
      [
        rule('26.a', 'Crew types', [
          'Some jobs pay a bonus for a type on the payroll; some misbehave options accept a type on the job.',
        ]),
        rule('26.b', 'Medic', [
          'With a medic aboard, each time someone would be killed a d6 of 5+ saves them, the medic included. It does not stop custody or Niska.',
        ]),
        rule('26.c', 'Pilot and mechanic', [
          'Together they get you past the Reavers with nobody killed (rule 9.a); you still evade.',
        ]),
      ],
    ),
    rule(
      '27',
      'Gear',
      [
        'Each roster member, the Captain too, can carry one item from the gear stash; reassign it freely at any time. Carried gear adds its skills and meets gear options.',
      ],
      [
        rule('27.a', 'Unassigned gear', [
          'Gear nobody carries does nothing. When its carrier leaves, it returns to the stash.',
        ]),
      ],
    ),
    rule('28', 'Dismissing', ["At a planet or station, dismiss crew for free; they go back into their market's deck."]),
    rule(
      '29',
      'Killed crew',
      ['Killed crew leave the game.'],
      [
        rule('29.a', 'The Captain', ['A blow that would kill the Captain disgruntles them instead.']),
        rule('29.b', 'Twice disgruntled', [
          'Disgruntled a second time without shore leave in between, the Captain fires the whole crew back into their decks and calms down. Fired crew can no longer be killed by the rest of that attack.',
        ]),
      ],
    ),
  ],
};

const INTERACTION: RuleSection = {
  id: 'interaction',
  title: 'Trading between Captains (rule 30)',
  paragraphs: ['Ships sharing a sector can deal with each other at any time.'],
  sections: [
    rule('30', 'Offers', [
      'Draft an offer to a Captain in your sector: what you give and what you ask, from crew, Cargo, Contraband, upgrades, gear and cash, then send it. They accept or decline; the game waits for the answer but not for you. Withdraw it any time before.',
      'An offer lapses when the ships part or its contents are gone, and can only be accepted if both ships have room. Passengers and Fugitives are not traded, and carried gear stays with the old ship. There is no limit on items or offers: you may have offers out to several Captains at once, and a new offer to a Captain replaces the one standing.',
    ]),
  ],
};

const ADDITIONAL: RuleSection = {
  id: 'additional-rules',
  title: 'Additional Rules (rule 31)',
  paragraphs: ['The host sets house rules before the game.'],
  sections: [
    rule('31', 'House rules', [
      "The host's text appears at the top of the match and overrides this guide. Lobby options set the starting cash, the debt, the cash and solid contacts needed to win, the d20 results that bring contact (21 means never) and the round cap.",
    ]),
  ],
};

const TIPS: RuleSection = {
  id: 'tips',
  title: 'Tips and edge cases',
  paragraphs: [
    '- Save hard illegal jobs until your crew and gear can pass misbehaves without luck.',
    '- Keep Contraband and Fugitives in the stash when crossing Alliance space.',
    '- Count wages before hiring: payday comes with every job.',
    '- Free actions work off turn: parked on Ezra, an accepted trade can win before your next turn (a sale to Niska is a Deal, on your own turn).',
    '- If several Captains qualify at once, the one who made the move is checked first, then the rest in seat order.',
  ],
};

export const GUIDE: GameGuide = {
  summary:
    "Niska's Debt is a competitive trading game for 2 to 6 players in the Firefly 'Verse, with the site as the GM. Each Captain owes the crime lord Niska $6,000 and starts with $3,000 and a ship: every turn you take two of Fly, Buy, Deal and Work to cross the map, hire crew, buy gear, take jobs from five contacts and misbehave through the illegal ones, dodging Alliance patrols and Reavers. The first Captain on Ezra with $6,000 in hand and two solid contacts pays Niska back and wins; if nobody does by the round cap, the best net worth wins.",
  sections: [PREMISE, SETUP, GAMEPLAY, FLY, BUY, DEAL, WORK, MISBEHAVING, CREW, INTERACTION, ADDITIONAL, TIPS],
  glossary: [
    { term: 'GM', meaning: 'The GM is the game master; here the site deals, rolls and referees.' },
    {
      term: "the GM's pick",
      meaning: "The GM's pick is the first suggested name, drawn at random, and is used when a bot names for you.",
    },
    { term: "'Verse", meaning: "The 'Verse is the 9 by 9 map of sectors the ships fly across." },
    {
      term: 'A1 … I9',
      meaning: 'A sector code is the column letter (A-I, left to right) and row number (1-9, top to bottom).',
    },
    { term: 'Alliance space', meaning: 'Alliance space is the blue block C3 to G7, where a Fly can meet a Cruiser.' },
    {
      term: 'Border space',
      meaning: 'Border space is every red sector outside the Alliance block, where a Fly can meet Reavers.',
    },
    { term: 'Dashed outline', meaning: 'A dashed outline marks a station; a solid one marks a planet.' },
    {
      term: 'Lond, Sihn, Pers, Osir, Lyon, Ariel, Whit, Beau, Grnl, Athn, Regi, Junp, Bazr, Silv, Ezra',
      meaning:
        'These are the short map labels on narrow screens for Londinium, Sihnon, Persephone, Osiris, Lyon Orbital, Ariel, Whitefall, Beaumonde, Greenleaf Depot, Athens, Regina, Juniper Drift, Space Bazaar, Silverhold and Ezra.',
    },
    { term: 'R', meaning: 'The red R square is the Reaver ship; no ship may enter or cross its sector.' },
    {
      term: 'Numbered coloured disc',
      meaning: "A numbered disc is a Captain's ship, in that seat's colour, on the map and on their sheet.",
    },
    {
      term: 'Amber outline',
      meaning: "An amber-outlined sector is one you may pick now; an amber inner line marks your own ship's sector.",
    },
    { term: 'Round 3 of 60', meaning: 'The turn bar shows the round and the round cap.' },
    { term: 'actions 1/2', meaning: 'The turn bar counts the actions used this turn out of two.' },
    { term: '✓', meaning: 'A tick in the turn bar marks an action already taken this turn.' },
    { term: '$', meaning: 'All prices, pay, wages and fines are in dollars, written like $1,200.' },
    { term: 'Owes Niska', meaning: 'This red figure is the debt still owed until that Captain wins.' },
    { term: 'Range 4/5', meaning: "This shows the current range against the ship's full range (rule 11)." },
    {
      term: 'Warrants',
      meaning: "This figure counts a Captain's warrants, each worth a $1,000 fine at an Alliance stop.",
    },
    {
      term: 'Fi / Te / Ta',
      meaning: "These abbreviate Fight, Tech and Talk; the sheet shows the roster's totals with carried gear.",
    },
    {
      term: 'Hold 2/4 · Stash 1/4',
      meaning: 'This counts goods in the open hold and the hidden stash against their space.',
    },
    { term: 'Crew 3/7', meaning: 'This counts the roster, Captain included, against the crew berths.' },
    { term: 'Upgrades 1/3', meaning: 'This counts fitted upgrades against the three slots.' },
    { term: 'Contacts (solid 1/2 needed)', meaning: 'This counts solid contacts against the number needed to win.' },
    { term: '★', meaning: "A star before a contact's name marks a contact that Captain is solid with." },
    { term: 'Solid', meaning: 'You are solid with a contact after completing one of their jobs (rule 15).' },
    { term: 'Roster', meaning: 'Your roster is the Captain plus every hired crew member.' },
    { term: 'Cargo', meaning: 'Cargo is legal goods, moved by shipping jobs.' },
    { term: 'Contraband', meaning: 'Contraband is illegal goods, seized from the hold by the Alliance.' },
    { term: 'Passenger', meaning: 'A Passenger is a traveller for a transport job, taking one space.' },
    { term: 'Fugitive', meaning: 'A Fugitive is a wanted traveller, seized from the hold by the Alliance.' },
    {
      term: 'Pilot (Skids)',
      meaning: 'A purchase name in brackets means you name that crew member when you hire them (rule 14.b).',
    },
    {
      term: 'paid $400',
      meaning: 'This is the wage a crew member is owed at every payday, equal to their hiring price.',
    },
    { term: 'wanted', meaning: 'A wanted crew member is arrested on a d6 roll of 1 at each Alliance stop.' },
    {
      term: 'Disgruntled',
      meaning: 'This badge marks unpaid crew, or a Captain hit by a killing blow (rules 22.a and 29.a).',
    },
    { term: 'carries', meaning: 'This names the gear a crew member holds, which adds its skills.' },
    { term: '+2 Fight when carried', meaning: 'This is what a gear card adds to whoever carries it.' },
    {
      term: 'Firearm, Explosive',
      meaning: 'These are the two kinds of gear, named by misbehave options and a job requirement.',
    },
    {
      term: 'Border ship upgrade, Alliance ship upgrade',
      meaning: 'These are upgrades from Regina and from Osiris; both work anywhere.',
    },
    { term: '+2 cargo hold', meaning: 'This says what an upgrade adds: range, cargo hold, cargo stash or crew hold.' },
    {
      term: 'Shipping, Transport, Smuggling, Crime',
      meaning: 'These are the job types: Cargo, people, Contraband, or misbehaving alone (rule 18.b).',
    },
    {
      term: 'legal, illegal, moral, immoral',
      meaning:
        'A job is illegal when it has a misbehave step; immoral jobs have a reddish frame and pay the Cold and Heartless bonus.',
    },
    { term: 'Needs Fight 2', meaning: 'This is a job requirement, met by the whole roster with carried gear.' },
    {
      term: '(+$300 with a Medic on the payroll)',
      meaning: 'This bonus is paid if that crew type is aboard when the job is completed.',
    },
    { term: '◀ next', meaning: "This arrow marks an active job's next step; struck-through steps are done." },
    { term: '×2', meaning: 'This means two misbehave cards must be passed in one go (rule 23.d).' },
    { term: 'A) B) C)', meaning: "These letters mark a misbehave card's options." },
    { term: 'Talk 6', meaning: "This skill test needs an exploding d6 plus the team's Talk to reach 6." },
    { term: 'Kosherized', meaning: 'A Kosherized test counts no gear (rule 23.b).' },
    { term: 'Bribes', meaning: 'A Bribes test lets you pay $100 per missing point after a short roll (rule 23.c).' },
    {
      term: 'kills one crew member on the job',
      meaning: 'This option kills a random team member even when it succeeds.',
    },
    { term: 'Attempt Botched', meaning: 'This failure loses the attempt but keeps the job active (rule 24.a).' },
    {
      term: 'Warrant Issued',
      meaning: 'This failure brings a warrant, fails the job and costs solid standing (rule 24.b).',
    },
    { term: 'd6, d20', meaning: 'These are six- and twenty-sided dice, rolled by the site and shown in the log.' },
    { term: 'Exploding d6', meaning: 'An exploding d6 is rolled again and added on every time it shows 6.' },
    {
      term: '20+ means contact',
      meaning: 'This log note gives the d20 result from which a patrol or Reavers find you.',
    },
    { term: '5+ saves', meaning: "This log note gives the medic's d6 result that saves a life." },
    { term: 'Evade', meaning: 'To evade is to move one step away after Reaver contact (rule 9.c).' },
    { term: 'Lure', meaning: 'A lure is a Fly action that pulls the Reaver ship into your sector (rule 10).' },
    { term: 'Derelict', meaning: 'A derelict is a wreck found by searching an empty sector (rule 11.a).' },
    { term: 'Custody', meaning: 'Custody is an Alliance arrest that removes a wanted crew member from the game.' },
    { term: 'Small-time work', meaning: 'Small-time work is a Work action on a planet that earns $200.' },
    { term: 'Shore leave', meaning: 'Shore leave is a Buy action that clears every grudge aboard (rule 14.c).' },
    { term: 'Payday', meaning: "Payday follows every completed job: pay or withhold each crew member's wage." },
    { term: 'Free action', meaning: 'A free action costs no action and is allowed even off turn (rule 6.a).' },
    { term: 'Deck count', meaning: 'The number by a striped card back is how many cards that deck still holds.' },
    {
      term: 'Trade: Alice → Bram',
      meaning: 'This heading shows an offer from one Captain to another, drafted or sent.',
    },
    {
      term: 'On turn, Deciding, Won, Bot, Away',
      meaning:
        'These sheet badges mark the Captain on turn, those the game waits for, the winner, computer seats and seats a bot plays for (a missed deadline never hands a seat to a bot here, rule 6.b).',
    },
    { term: 'Additional Rules', meaning: "These are the host's house rules, shown at the top of the match (rule 31)." },
    {
      term: 'Net worth',
      meaning: 'Net worth is cash plus $1,000 per solid contact minus $1,000 per warrant (rule 1).',
    },
  ],
};
