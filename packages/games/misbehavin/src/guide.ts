// The rules of Firefly: Misbehavin' in our own words, section by section, and the glossary of the board's symbols and terms.
import type { GameGuide } from '@cortex/engine';

export const GUIDE: GameGuide = {
  summary:
    "Firefly: Misbehavin' is a deck-building game for 2 to 4 players. Each player leads a faction (Alliance, Eavesdown, Niska or Browncoats) with its own starting deck, builds a tableau of assets, characters and items, and uses a single activation each turn to play a card, trigger one, pick a fight with another player's tableau or make a deal, besides one free recruitment and one 'verse token to acquire. New cards come from the core, border and rim markets and from the supply board. You win by starting your turn with enough POWER in your tableau: 13 with 2 players, 12 with 3, 11 with 4 (2 less on board side B), or by completing the episode in play.",
  sections: [
    {
      id: 'setup',
      title: 'Setup',
      paragraphs: [
        "Each player takes a faction with its 10-card starting deck, its player board and its 'verse card. The lobby may choose each seat's faction; the seats it leaves open are dealt the other factions at random. Everyone starts with 1 credit and 1 of their 6 'verse tokens; the other 5 wait in the supply.",
        'The lobby chooses the board side for the table and may give one seat another side: side A is the standard game, side B the easier one (it needs 2 less POWER to win), so side B for one player is a handicap in their favour. An episode that asks for side B sets it for all players.',
        'The core, border and rim market decks are shuffled separately and 2 cards of each are turned face up beside their deck.',
        'The supply board is filled in one of three ways: the standard board (Shiny, The Black, Palaver, Misbehave, Crazy Ivan and Full Burn), one of the recommended setups, or a draft in which the players choose the sets (see Supply sets). Shiny and The Black are always there.',
        'If the lobby picked an episode, it is laid out and its win condition applies on top of the POWER goal; if it asked for Reavers, the Reaver deck is shuffled and its first card is revealed.',
        "The four starting decks play differently, each with 8 POWER in all. The Alliance: LAW marshals and clerks, a relay station worth 2 influence, a patrol corvette that brings 'verse tokens and two ident scanners that draw cards. Eavesdown: four fast-talking fences and two dock bruisers, a market stall that turns the market over, a mule that pays a credit and draws a card, and a stolen ident card. Niska: two enforcers, a heavier home, an electro-prod that adds 1 to every fight and two debt registers that take credits from another player. The Browncoats: four quartermasters and two veterans, an old rifle that takes a power token, a salvaged Firefly worth 2 POWER and a radio that turns the market over.",
        'Every player shuffles their deck and draws 5 cards. The lobby chooses who is the first player: seat 1, or a player drawn at random. Without a draft the first player takes the first turn; in a draft the first player chooses first, and the player who chose the last set goes first. Turns then pass clockwise, and a round ends when play comes back to the first player.',
      ],
    },
    {
      id: 'player-boards',
      title: 'Player boards and areas',
      paragraphs: [
        'Your tableau is made of two areas on your board. Assets go in the asset area (3 slots); characters and items go in the command area (4 slots). When an area is full you cannot play another card of that kind until you free a slot, usually by discarding at the end of your turn.',
        'Above the board is your display area. It is not part of your tableau: it is where cards go while a fight, a deal, a recruitment or a maneuver is being resolved. Once that is over the display is cleared: your own cards go to your recycle pile and supply cards go back to the supply board.',
        'Your deck is face down and your recycle pile is your discard pile. When you need to draw from an empty deck, the recycle pile is shuffled into a new deck.',
      ],
    },
    {
      id: 'cards',
      title: 'Cards',
      paragraphs: [
        'Every card shows a cost, a POWER value and an INFLUENCE value, and may carry the FIGHT or DEAL attribute, trait attributes (LOCATION, SHIP, CREW, LAW, CRIME, TECH), faction icons and abilities. A card with INFLUENCE X counts 1 influence for each character in your command area.',
      ],
      sections: [
        {
          id: 'card-kinds',
          title: 'Card kinds and where they go',
          paragraphs: [
            'Faction and market cards are assets, characters and items. They are played into your tableau, and used again and again from there.',
            'Supply cards are actions and maneuvers. When used they go to your display, and afterwards they always go back to their pile on the supply board rather than to your recycle pile. A supply card that you simply discard from your hand (at the end of your turn, or to pay for a token) does go to your recycle pile and stays in your deck.',
            'A supply card with FIGHT or DEAL can be used for that attribute (added to a fight, a deal or a recruitment like any other card) or for one of its special abilities, never both in the same play.',
          ],
        },
        {
          id: 'prerequisites',
          title: 'Prerequisites',
          paragraphs: [
            'A card marked "Requires SHIP" (or another attribute) only lets you use its effects while another card with that attribute is in your tableau; whether that card is triggered does not matter, and a card never satisfies its own requirement. For a supply card, using it for its FIGHT or DEAL attribute (its POWER or INFLUENCE on your display) is one of its effects, so The Dart cards need a TECH card to fight at all. A faction or market card\'s printed POWER, INFLUENCE and FIGHT or DEAL attribute count without it.',
          ],
        },
        {
          id: 'triggering',
          title: 'Triggering and resetting',
          paragraphs: [
            'Triggering a card turns it sideways in your tableau; resetting turns it upright again. A triggered card gives no POWER in fights, no INFLUENCE, and none of its abilities, innate ones included, until it is reset. Its POWER still counts towards winning.',
            'An untriggered card in your tableau is shown as Set. Your triggered cards reset at the start of your turn. Cards in a hand are never triggered.',
          ],
        },
        {
          id: 'abilities',
          title: 'Abilities',
          paragraphs: [
            '- Triggered abilities (⚡) cost an activation: you trigger the card and resolve the ability. You may also trigger a card for its ability at once when you play it, inside the same activation.',
            "- Innate abilities cost no activation. Using one triggers the card. Each names when it may be used: at any time (even on another player's turn), on your turn, in a fight you are in, or against another player's deal.",
            '- Innate abilities marked "no trigger needed" work by themselves while the card is untriggered and free of warrants, for example +1 to your side of every fight or +1 influence in your deals and recruitments.',
            '- Required effects happen whenever the card is played, whether or not you use its abilities.',
            'When a card has several triggered abilities, they are offered in the order printed and you may skip any of them. Whatever you use, you resolve as much of it as you can; an effect with nothing to act on is simply skipped.',
          ],
        },
      ],
    },
    {
      id: 'turn',
      title: 'Your turn',
      paragraphs: [
        'At the start of your turn the game first checks whether you have won (see End of the game). Then, in a game with Reavers, the Reavers raid if a new round is beginning. Finally every triggered card in your tableau resets, except characters under a warrant.',
        'You then take your actions in any order. Each is available once per turn unless a card grants more:',
        '- 1 activation: play a card, trigger a card, pick a fight or make a deal.',
        '- 1 recruitment.',
        "- 1 'verse acquisition.",
        "Spending 'verse tokens, triggering cards without effect, innate abilities and playing supply cards for their special abilities are not limited. Activations and recruitments you do not use are lost when the turn ends.",
      ],
    },
    {
      id: 'activation',
      title: 'Activations',
      paragraphs: [
        'You have 1 activation per turn. Some cards and effects grant more (Long-Haul Transport, Reaver-Scar Cannon, the Browncoats rally). There are four ways to spend one.',
      ],
      sections: [
        {
          id: 'play-a-card',
          title: 'A. Play a card to your tableau',
          paragraphs: [
            'Play an asset, character or item from your hand into the matching area, if it has a free slot. If the card has a triggered ability you may trigger it at once as part of the same activation; otherwise it stays Set, and using its ability later in the turn takes another activation.',
            'You may never play a card that would take your tableau past the POWER you need to win; reaching it exactly is allowed. When you reach it, the game announces it, and you win if you still have it at the start of your next turn.',
            "Cards are only played to tableaux on their owner's own turn.",
          ],
        },
        {
          id: 'trigger-a-card',
          title: 'B. Trigger a card',
          paragraphs: [
            'Trigger an untriggered card in your tableau whose prerequisite is met and use its triggered abilities.',
          ],
        },
        {
          id: 'fight',
          title: 'C. Pick a fight',
          paragraphs: [
            'Put an untriggered FIGHT card from your hand or tableau on your display. Then choose the target: any card in the tableau of another player who is not immune, and say whether you fight to NAB it or to DISPATCH it.',
            'The target defends with its cost, not its POWER. While the fight lasts it can use nothing: no POWER, no ability, no value, and it cannot be added to the fight.',
            "The attacker adds first. Whoever has the turn in the fight may add another untriggered FIGHT card from hand or tableau, play a supply card's special, use a fight innate ability, or stand. Each of these answers hands the fight to the other side; two stands in a row end it.",
            "Your total is the POWER of the cards on your display (power tokens included) plus any bonuses from abilities. The defender's total is the target's cost, plus the POWER of the cards on the defender's display, plus their bonuses. The higher total wins and the attacker wins ties.",
          ],
          sections: [
            {
              id: 'fight-outcome',
              title: 'After the fight',
              paragraphs: [
                "- Fight to NAB: if the attacker wins, the target goes into the attacker's hand. Fight to DISPATCH: if the attacker wins, the target goes to its owner's recycle pile. If the defender wins, the target stays where it is.",
                "- The winner picks one reward: a card drawn from their deck, 1 credit, or 1 of their 'verse tokens (only if one is still in the supply).",
                "- Then the attacker and then the defender may each spend 1 'verse token per card to take non-supply cards from their display back into their hand. Everything else on the displays is cleared: own cards to the recycle pile, supply cards to the supply. Tableau cards used in the fight are therefore gone from the tableau unless retained.",
                '- A player who loses an asset as the target of a fight becomes immune: nobody may pick a fight against their tableau until their next turn is over. The board shows an Immune badge. Losing a character or an item does not make a player immune.',
              ],
            },
          ],
        },
        {
          id: 'deal',
          title: 'D. Make a deal',
          paragraphs: [
            'Put an untriggered DEAL card from your hand or tableau on your display, then add as many other untriggered cards with INFLUENCE (1 or more, or X) as you like. You may also commit credits: each credit is worth 1 influence, and you can commit several at once and more later.',
            "Then claim one card whose cost is at most your total: a face-up market card, or the top card of a pile on the supply board. If the claimed card shows your faction's icon, you may make up a shortfall with 'verse tokens: for each point of influence missing you pay as many tokens as the card shows icons of your faction.",
            "Every other player then answers the claim, all at the same time: each allows it or cancels it. When everyone has allowed it, the claimed card goes into your hand, you may retain display cards with 'verse tokens, and the rest of the display is cleared.",
            'Before claiming, you may give up the deal: the credits you committed come back, the activation stays spent and the display is cleared.',
            'A player with a warranted character can use a deal to clear the warrant instead of claiming a card (see Warrants).',
          ],
          sections: [
            {
              id: 'cancelling',
              title: 'Cancelling a deal',
              paragraphs: [
                "Some cards cancel another player's deal: the supply cards Hard Negotiation, Walk-Out and Palaver played from a hand, and the innate ability of Smooth Talker, Alliance Lawyer and Registered Companion in a tableau (using it triggers the card). A player may cancel as soon as the deal is started, or wait and cancel when answering the claim, once they have seen what was committed.",
                'The first cancel ends the deal. The dealer gets back the credits and \'verse tokens committed, but the activation is spent. The cards on the display then wait: the dealer may spend another activation to reattempt the deal with them, use them for the recruitment action if it is still available, or let them be cleared. The rest of the cancelling card\'s effect (such as "then draw 1") resolves for the canceller.',
                'Nobody can cancel their own deal, and nobody can cancel a recruitment. Having allowed a claim, a player can no longer cancel it.',
              ],
            },
          ],
        },
      ],
    },
    {
      id: 'recruitment',
      title: 'Recruitment',
      paragraphs: [
        "Once per turn, with no activation needed, you may recruit. Put one or more untriggered cards with INFLUENCE (1 or more, or X) from your hand or tableau on your display; the total is your recruitment strength. Recruit one market card or top supply card whose cost is at most that total, topping up with 'verse tokens for your faction's icons exactly as in a deal.",
        'A recruited card goes to your recycle pile, not your hand, so you will draw it later. The display is then cleared. If an effect has given you extra recruitments, influence left over after the first card can pay for another one, each further card using up one recruitment.',
        'Unlike a deal, a recruitment cannot be cancelled by anyone.',
      ],
    },
    {
      id: 'verse-acquisition',
      title: "'Verse acquisition",
      paragraphs: [
        "Once per turn you may gain 1 'verse token by completing the two steps of your faction's 'verse card: turn an untriggered card with the named attribute in your tableau sideways (without its effect), then pay the price.",
        '- Alliance (The Alliance Reaches): a LAW card, then 1 credit.',
        '- Eavesdown (Eavesdown Docks): a CRIME card, then discard a card from your hand.',
        "- Niska (Niska's Skyplex): a CRIME card, then 1 credit.",
        '- Browncoats (Browncoat Underground): a CREW card, then discard a card from your hand.',
        'You own 6 tokens in all. Those in your hand, on the episode as marks, on the Reavers and (for the Alliance) used as warrants are out of the supply; when none is left there you cannot gain more until you spend some.',
      ],
    },
    {
      id: 'spending-verse',
      title: "Spending 'verse",
      paragraphs: [
        "On your turn you may spend any number of the 'verse tokens you hold, in these ways:",
        "- As influence for a card showing your faction's icons, in a deal or a recruitment.",
        '- On the current Reaver card, to drive the Reavers off (see Reavers).',
        "- On the 'verse actions of your faction's 'verse card.",
        "The only spending allowed on someone else's turn is retaining cards after a fight you took part in. Episode marks can be spent like tokens in hand (tokens in hand go first), but a spent mark is progress lost.",
      ],
      sections: [
        {
          id: 'verse-actions',
          title: "'Verse actions",
          paragraphs: [
            '- Retain (every faction): after a fight, or after a deal that went through, 1 token puts one of your non-supply cards from the display back into your hand. A retained card can be used again for actions still open to you that turn.',
            '- Replay (every faction): when you play a maneuver, 1 token plays it again at once, for the same or the other option; you can repeat this while you have tokens.',
            "- Warrant (Alliance): 2 tokens mark one of a rival's characters with a warrant (see Warrants).",
            '- Tax (Alliance): 1 token collects 1 credit from a rival who has one, or 2 from the supply.',
            '- Steal (Eavesdown): 1 token takes up to 2 credits from a rival, or 2 from the bank.',
            "- Re-trigger (Niska): 2 tokens use a triggered card's triggered abilities again without resetting it. Only cards with a ⚡ ability can be re-triggered.",
            '- Rally (Browncoats): 2 tokens give 1 more activation, once per turn.',
          ],
        },
      ],
    },
    {
      id: 'end-of-turn',
      title: 'End of your turn',
      paragraphs: [
        '- Your remaining hand goes to your recycle pile.',
        '- If you like, move any of your tableau cards to your recycle pile (warranted characters must stay). Ending the turn with "keep your tableau" skips this step.',
        '- Draw up to 5 cards, minus 1 for every triggered card still in your tableau. If your deck runs out, shuffle your recycle pile into a new deck and keep drawing.',
        '- Refill each market so that 2 cards lie face up beside each deck. Markets are never refilled during a turn.',
        'Your immunity, if you had any, ends, and the next player clockwise begins their turn.',
      ],
    },
    {
      id: 'winning',
      title: 'End of the game',
      paragraphs: [
        'At the start of your turn, if your tableau holds at least the POWER you need, you win. Every card in the tableau counts, triggered or warranted, with its power tokens. The goal is 13 POWER with 2 players, 12 with 3 and 11 with 4; on board side B it is 11, 10 and 9.',
        'With an episode in play you also win by starting your turn with its goal met (see Episodes).',
        'The lobby sets a round limit (60 rounds unless changed). Once the last of those rounds has been played, the game ends on POWER: whoever has the most POWER in their tableau ranks first, and tied players share the place.',
      ],
    },
    {
      id: 'other-effects',
      title: 'Other effects',
      paragraphs: ['Card texts and the log use a few more terms, explained here.'],
      sections: [
        {
          id: 'evade',
          title: 'Evade',
          paragraphs: [
            "An evade ends the fight at once with no winner and no reward. The attacker's activation is spent. Both sides may still retain display cards with 'verse tokens; the rest of the displays is cleared and supply cards go back to the supply.",
          ],
        },
        {
          id: 'cycle',
          title: 'Cycle',
          paragraphs: [
            'Cycling puts a face-up market card back into its deck, shuffles that deck and turns up a replacement from it.',
          ],
        },
        {
          id: 'credits',
          title: 'Credits and power tokens',
          paragraphs: [
            "Credits buy influence in deals, pay for some 'verse acquisitions and count towards The Big Score. Some cards (Hired Gun, Heavy Rifle, Mercenary Captain) let you pay 2 credits to put a +1 power token on them when you trigger them; the token stays on the card until it leaves play. You cannot buy a token that would take you past the POWER you need.",
            'Taking credits from a player takes only what they have.',
          ],
        },
        {
          id: 'trigger-without-effect',
          title: 'Trigger without effect',
          paragraphs: [
            "You may turn any untriggered card in your tableau sideways without using its effect. This costs no activation. It is how you shed The Black with a location you have already used, or how you pay the first step of a 'verse acquisition. The card still counts as triggered when you draw up.",
          ],
        },
        {
          id: 'warrants',
          title: 'Warrants',
          paragraphs: [
            "For 2 'verse tokens the Alliance can place a warrant on one of another player's characters. While it has the warrant, the character gives no POWER in fights, no INFLUENCE and no abilities, cannot be reset, cannot be used for 'verse acquisition and cannot be discarded from the tableau; it can still be nabbed or dispatched in a fight. A warrant has no effect on winning: the character's POWER still counts.",
            'To clear it, the owner makes a deal (started with another card, since the warranted one cannot be used) and claims the warrant instead of a card. No influence is needed, and the deal gains nothing else. Other players may cancel it like any deal. Once cleared, the token goes back to the Alliance supply.',
          ],
        },
        {
          id: 'in-play',
          title: 'In play',
          paragraphs: [
            'Anything face up in a tableau or on a display counts as in play, whether triggered or not. Cards in a hand or a recycle pile do not.',
          ],
        },
      ],
    },
    {
      id: 'supply-sets',
      title: 'Supply sets',
      paragraphs: [
        'The supply board holds Shiny and The Black in every game, plus four open slots: one each for a fight, a deal and a maneuver set, and one that takes a set of any type. Only the top card of each different card in a set can be gained; the board shows how many of each are left.',
        '- Shiny (always): Shiny ×4 and Shiny Bauble ×2, DEAL actions that also give credits or a card.',
        '- The Black (always): 8 copies of The Black.',
        '- Deal sets: Negotiation (Hard Negotiation ×2, Sweetened Offer, Walk-Out) and Palaver (Palaver ×2, Smooth Words, Old Favour).',
        '- Fight sets: Double-cross (Double-cross ×2, Turncoat, Knife in the Back) and Misbehave (Misbehave ×2, Bar Brawl, Sucker Punch).',
        '- Maneuver sets: Crazy Ivan (Crazy Ivan ×2, Hard Bank), Fèi Wù (Fèi Wù ×2, Fence the Goods) and Full Burn (Full Burn ×2, Afterburner).',
        '- The Dart (The Dart ×2, Dart Sting, Dart Feint) can fill a fight slot or a maneuver slot.',
      ],
      sections: [
        {
          id: 'recommended-setups',
          title: 'Recommended setups',
          paragraphs: [
            '- Standard board: Palaver, Misbehave, Crazy Ivan, Full Burn.',
            "- Down 'n' Dirty: Negotiation, Misbehave, Full Burn, Crazy Ivan.",
            '- Wheel and Deal: Palaver, Double-cross, Fèi Wù, The Dart.',
            '- Xiè Xiè: Negotiation, The Dart, Full Burn, Fèi Wù.',
            'Each of them adds Shiny and The Black.',
          ],
        },
        {
          id: 'supply-draft',
          title: 'Drafting the supply',
          paragraphs: [
            'In a draft the first player (seat 1, or the player drawn at random) picks a set and puts it in a slot that accepts it; then the choice passes counter-clockwise until all four slots are filled. With 2 players the two alternate. Whoever made the last pick takes the first turn.',
            'With 3 players the first chooser also makes the fourth pick, and the player on their left takes the first turn.',
          ],
        },
      ],
    },
    {
      id: 'the-black',
      title: 'The Black',
      paragraphs: [
        'The Black is a dead card: it can never be recruited or claimed in a deal. Effects make a player add one from the supply to their recycle pile (Misbehave, Blue-Gloved Agent and Tohoku Cruiser hand it to another player; Haunted Derelict costs its own player one when played; the Reavers raid everyone without a token on them), and it clogs their deck from then on.',
        "To get rid of it, have it in your hand when you play a location to your tableau or trigger one in any way: with its ability, without effect, for an innate ability, for a cancel or for a 'verse acquisition. Each such play or trigger returns one copy of The Black from your hand to the supply. If none is left in the supply, the effect that would give one does nothing.",
      ],
    },
    {
      id: 'maneuvers',
      title: 'Maneuvers and specials',
      paragraphs: [
        'Supply cards are played from your hand for a special ability without an activation: on your own turn (including during your own deal or recruitment), or in a fight when it is your turn to add. Maneuvers usually have a prerequisite, and offer two options separated by OR; you choose one.',
        "A maneuver sits on your display while it resolves. Right after it you may spend 1 'verse token to play it again (either option) as many times as you can pay; then it returns to the supply. An action card returns to the supply at once.",
        "Options that only make sense in a fight (adding to your side, evading) can only be chosen in a fight. A cancel can only be used against another player's deal, never as a special on your turn.",
      ],
    },
    {
      id: 'episodes',
      title: 'Episodes',
      paragraphs: [
        "An episode adds a second way to win. Progress is marked with your own 'verse tokens: each time the event happens you move a token from your hand onto the episode. With no token in hand, that step does not count.",
        '- The Train Job: mark each fight you win to NAB; start your turn with 3 marks.',
        '- Ariel Heist: mark each rim card you gain by deal or recruitment; start your turn with 3 marks.',
        '- The Big Score: start your turn with 15 credits.',
        '- Safe Harbor: everyone uses side B; mark each deal you complete; start your turn with 4 marks.',
      ],
    },
    {
      id: 'reavers',
      title: 'Reavers',
      paragraphs: [
        "When the lobby adds Reavers, one Reaver card lies face up. At the start of every round after the first, each player who has no 'verse token on it adds The Black to their recycle pile.",
        "On your turn you may place 'verse tokens on the Reaver card, one at a time. When the tokens of all players together reach its toughness, the Reavers are driven off: each contributor earns the bounty in credits for every token they placed, the tokens go back to their owners' supplies and the next Reaver card appears.",
        '- Reaver Raiders: 4 tokens, 1 credit each.',
        '- Reaver Cutter: 5 tokens, 2 credits each.',
        '- Reaver Swarm: 6 tokens, 2 credits each.',
      ],
    },
    {
      id: 'fine-print',
      title: 'Fine print',
      paragraphs: [
        '- Anyone the game is not waiting for may use an innate ability marked "at any time" whenever play is open, and may cancel a deal while it is being built. The game offers this to everyone, whatever they hold, so it never tells the table who has a cancel card.',
        '- The player the game is waiting for may also use such an ability at any of their decisions, except in the middle of resolving one card (choosing a target, taking its next ability, deciding to trigger a card just played).',
        '- An "at any time" innate does not pass the turn in a fight; a fight innate counts as an addition and does.',
        "- Immunity follows losing an asset (not a character or an item) as the target of a fight, and lasts until the end of that player's next turn.",
        '- A decision with only one possible answer is taken at once when it reveals nothing. If you choose to pass automatically when you cannot respond, the game also stands or allows for you, which shows the others that you had nothing to play.',
        '- Cards from your tableau that go to a display in a fight, deal or recruitment leave your tableau for good (to the recycle pile) unless you retain them.',
      ],
    },
  ],
  glossary: [
    {
      term: '¤',
      meaning:
        'On a card tile, ¤ and a number give the card\'s cost; on a button, ¤ stands for credits, so "+2 ¤" gains 2 credits and "Take 2 ¤" takes 2 credits.',
    },
    {
      term: '⚔',
      meaning:
        "This number is the card's POWER: it counts towards winning while the card is in your tableau and adds to your side of a fight.",
    },
    {
      term: '✦',
      meaning:
        "This number is the card's INFLUENCE, which it adds to a deal or a recruitment; ✦X counts the characters in your command area.",
    },
    {
      term: '⚡',
      meaning:
        'The bolt marks a triggered ability, which costs an activation; the "⚡ Trigger" button triggers the card for it.',
    },
    {
      term: '↻ Triggered',
      meaning:
        'The card is turned sideways: it gives no POWER in fights, no INFLUENCE and no abilities until it resets at the start of your turn.',
    },
    { term: 'Set', meaning: 'The card is untriggered in its tableau and ready to be used.' },
    {
      term: 'Warrant',
      meaning:
        'This character carries an Alliance warrant: it cannot be used, reset or discarded until its owner clears the warrant with a deal.',
    },
    {
      term: '+1 power',
      meaning: 'A power token on the card raises its POWER by that much until the card leaves play.',
    },
    {
      term: 'Fight target',
      meaning: 'This is the card a fight is about; it defends with its cost and can use nothing until the fight ends.',
    },
    {
      term: 'Immune',
      meaning:
        'This player lost an asset in a fight, so nobody may attack their tableau until their next turn is over.',
    },
    { term: 'Turn', meaning: 'The badge marks the player whose turn it is.' },
    {
      term: 'Deciding',
      meaning: 'The game is waiting for this player; several players decide at once when they answer a claimed deal.',
    },
    { term: 'Winner', meaning: 'The badge marks the player who won the game.' },
    { term: 'Bot', meaning: 'This seat is played by the computer.' },
    { term: 'Away', meaning: 'This player has left the table for now.' },
    {
      term: 'Power 9/13',
      meaning:
        'The first number is the POWER in the tableau now and the second is the POWER needed to win at the start of a turn.',
    },
    {
      term: "'Verse 2 +3 in supply",
      meaning: "The player holds 2 'verse tokens, and 3 more of theirs are in the supply and can still be gained.",
    },
    {
      term: "'verse token",
      meaning:
        "Each faction has 6 of these tokens, spent on 'verse actions, on faction icons and on Reavers, or kept on an episode as marks.",
    },
    {
      term: 'Credit',
      meaning:
        'Credits are money: they buy influence in a deal at 1 per credit and pay for power tokens and some acquisitions.',
    },
    {
      term: 'Deck · recycle',
      meaning:
        'These are the number of cards in the face-down deck and in the recycle pile, which is shuffled into a new deck when the deck runs out.',
    },
    {
      term: 'The Black ×2',
      meaning: 'This is how many copies of The Black lie in that recycle pile, or in your own hand.',
    },
    {
      term: 'Episode marks',
      meaning: "These are the 'verse tokens a player has placed on the episode as progress towards its goal.",
    },
    {
      term: 'On the Reavers',
      meaning: "This counts the 'verse tokens the player has placed on the current Reaver card.",
    },
    {
      term: 'Warrants issued',
      meaning: "This counts the warrants the Alliance player has out, each holding one of the Alliance 'verse tokens.",
    },
    {
      term: 'Side A / side B',
      meaning: 'The side is that of the player board: A is the standard game, and B needs 2 less POWER to win.',
    },
    { term: 'Assets (2/3)', meaning: 'The asset area of the tableau holds that many cards out of its 3 slots.' },
    {
      term: 'Command (3/4)',
      meaning: 'The command area of the tableau, for characters and items, holds that many cards out of its 4 slots.',
    },
    {
      term: 'Display',
      meaning:
        'The display is the area above a player board where the cards of a fight, deal, recruitment or maneuver wait until it is resolved.',
    },
    {
      term: 'Tableau',
      meaning: "A player's tableau is their asset and command areas together, where their POWER is counted.",
    },
    { term: 'Recycle pile', meaning: 'The recycle pile is your discard pile, and recruited cards go there too.' },
    {
      term: 'Activation',
      meaning:
        'An activation is the one action per turn that plays a card, triggers one, picks a fight or makes a deal; some effects grant more.',
    },
    {
      term: 'Recruitment',
      meaning:
        'A recruitment is the free once-per-turn action that gains a card with INFLUENCE into your recycle pile; nobody can cancel it.',
    },
    {
      term: 'Core, border, rim',
      meaning:
        'These are the three market decks, from cheap to expensive; each shows 2 face-up cards that are refilled at the end of a turn.',
    },
    {
      term: 'core · 9 in deck',
      meaning: 'The label names a market and how many cards are left face down in its deck.',
    },
    {
      term: 'Supply board',
      meaning:
        'The supply board holds the supply sets in play, whose top cards can be gained and to which supply cards always return.',
    },
    { term: '3 left', meaning: 'On a supply pile, the note says how many copies of that card remain in the set.' },
    {
      term: 'Fight, deal, maneuver, any slot',
      meaning:
        'These are the four slots of the supply board that a draft fills, each taking a set of its type (any takes every type).',
    },
    {
      term: 'Attack / Defence',
      meaning:
        "These are the running totals of a fight: the attacker's display POWER and bonuses against the target's cost plus the defender's display POWER and bonuses.",
    },
    {
      term: 'incl. +2 from abilities',
      meaning: 'This is the part of a fight total that comes from abilities and specials rather than card POWER.',
    },
    { term: 'Target cost', meaning: "The target's cost is the base of the defence in a fight." },
    {
      term: 'Influence (deal)',
      meaning: 'In a deal, this is the total so far from cards, committed credits and bonuses.',
    },
    {
      term: 'Influence left',
      meaning: 'In a recruitment, this is the influence not yet spent on cards recruited from this display.',
    },
    { term: 'Claimed', meaning: 'This is the card a deal asks for, which the other players now allow or cancel.' },
    { term: 'FIGHT', meaning: 'This attribute lets a card start a fight or be added to one.' },
    { term: 'DEAL', meaning: 'This attribute lets a card start a deal.' },
    {
      term: 'POWER',
      meaning: 'POWER wins the game when your tableau holds enough of it, and fights are fought with it.',
    },
    { term: 'INFLUENCE', meaning: 'Cards add their INFLUENCE to deals and recruitments to pay for new cards.' },
    {
      term: 'Cost',
      meaning:
        'The cost is the influence needed to gain a card, and it is also its defence when it is the target of a fight.',
    },
    { term: 'NAB', meaning: "A fight to NAB takes the target into the attacker's hand if the attacker wins." },
    {
      term: 'DISPATCH',
      meaning: "A fight to DISPATCH sends the target to its owner's recycle pile if the attacker wins.",
    },
    {
      term: 'Stand',
      meaning: 'Standing adds nothing more to a fight for now; when both sides stand in a row the fight ends.',
    },
    {
      term: 'Reward',
      meaning: "The winner of a fight chooses a card from their deck, 1 credit or 1 'verse token as the reward.",
    },
    {
      term: 'Retain',
      meaning:
        "Retaining spends 1 'verse token to take a non-supply card from your display back into your hand after a fight or deal.",
    },
    {
      term: 'Claim',
      meaning:
        'Claiming asks for a market or supply card (or a warrant removal) with the influence of a deal or recruitment.',
    },
    {
      term: 'Allow',
      meaning: "Allowing lets another player's claimed deal go ahead, and after that you can no longer cancel it.",
    },
    {
      term: 'Cancel deal',
      meaning:
        "Cancelling stops another player's deal with a cancel card from your hand or a cancel innate in your tableau.",
    },
    {
      term: 'Reattempt',
      meaning: 'Reattempting spends another activation to try a cancelled deal again with the same display.',
    },
    {
      term: 'Recruit with it',
      meaning: 'This uses the display of a cancelled deal for your recruitment action instead.',
    },
    {
      term: 'LOCATION',
      meaning:
        'Assets with this trait are locations; playing or triggering one sheds a copy of The Black from your hand.',
    },
    { term: 'SHIP', meaning: 'Many maneuvers and Smuggler Hold require a card with this trait in your tableau.' },
    { term: 'CREW', meaning: "The Browncoats trigger a card with this trait for their 'verse acquisition." },
    { term: 'LAW', meaning: "The Alliance trigger a card with this trait for their 'verse acquisition." },
    {
      term: 'CRIME',
      meaning:
        "Eavesdown and Niska trigger a card with this trait for their 'verse acquisition, and the Fèi Wù maneuvers and Lassiter Pistol require one.",
    },
    { term: 'TECH', meaning: 'The Dart maneuvers require a card with this trait in your tableau.' },
    {
      term: 'ASSET, CHARACTER, ITEM',
      meaning:
        'These are the tableau card types: assets go to the asset area, characters and items to the command area.',
    },
    {
      term: 'ACTION',
      meaning: 'An action is a supply card used once for its attribute or its special and then returned to the supply.',
    },
    {
      term: 'MANEUVER',
      meaning:
        "A maneuver is a supply card played without an activation for one of two options, and it can be replayed with 'verse tokens.",
    },
    {
      term: 'The Black',
      meaning: 'The Black is a dead supply card that can never be gained; you shed it at a location.',
    },
    {
      term: 'Faction icons',
      meaning:
        "These are the factions shown on a card, and each icon of your faction costs 1 'verse token per point of influence you make up when gaining it.",
    },
    {
      term: 'Requires',
      meaning: "It names the attribute another card in your tableau must have before you can use this card's effects.",
    },
    {
      term: 'Required — when played',
      meaning: 'This effect happens every time the card is played, even if you use none of its abilities.',
    },
    {
      term: 'Innate',
      meaning:
        'An innate ability is used without an activation, in the window it names, and using it triggers the card.',
    },
    {
      term: 'Innate, no trigger needed',
      meaning: 'This ability works by itself while the card is untriggered and has no warrant.',
    },
    {
      term: 'Special',
      meaning:
        'A special is the ability of an action card, used instead of its attribute when you play it from your hand.',
    },
    { term: 'OR', meaning: 'On a maneuver, it separates the two options, and each play uses one of them.' },
    {
      term: 'Replay',
      meaning: "Replaying spends 1 'verse token to use a maneuver again before it returns to the supply.",
    },
    {
      term: 'Trigger now / Not now',
      meaning: 'After playing a card, you either trigger it at once for its ability or leave it Set.',
    },
    { term: 'Turn (no effect)', meaning: 'This triggers a card without its effect and costs no activation.' },
    {
      term: 'Shed The Black',
      meaning: 'This triggers a location so that a copy of The Black in your hand returns to the supply.',
    },
    { term: 'Give The Black', meaning: 'This makes another player add The Black to their recycle pile.' },
    { term: 'Take The Black', meaning: 'This effect adds The Black to your own recycle pile, as the price of a card.' },
    {
      term: 'Cycle',
      meaning: 'Cycling returns a face-up market card to its deck, shuffles it and turns up a new one.',
    },
    { term: 'Evade', meaning: 'Evading ends a fight at once with no winner.' },
    {
      term: 'Reset',
      meaning: 'Resetting turns a triggered card upright again, which happens to your cards at the start of your turn.',
    },
    { term: '+1 fight', meaning: 'The effect adds that much to your side of the current fight.' },
    { term: 'Power token', meaning: 'This pays 2 credits for a +1 power token on the card.' },
    { term: '+1 activation / +1 recruitment', meaning: 'The effect grants one more action of that kind this turn.' },
    {
      term: 'Warrant action',
      meaning: "The Alliance spends 2 'verse tokens to put a warrant on another player's character.",
    },
    { term: 'Tax', meaning: "The Alliance spends 1 'verse token for 1 credit from a player or 2 from the supply." },
    { term: 'Steal', meaning: "Eavesdown spends 1 'verse token for up to 2 credits from a player or 2 from the bank." },
    { term: 'Re-trigger', meaning: "Niska spends 2 'verse tokens to use a triggered card's ability again." },
    { term: 'Rally', meaning: "The Browncoats spend 2 'verse tokens for one more activation, once per turn." },
    {
      term: "'Verse for 1 ¤ / Discard for 'verse",
      meaning:
        "These acquire a 'verse token by turning the named card sideways and paying 1 credit or discarding a card.",
    },
    { term: 'Fight the Reavers', meaning: "This places 1 'verse token on the current Reaver card." },
    {
      term: 'Bounty',
      meaning: 'The bounty is the credits a player earns per token placed on a Reaver card when it is driven off.',
    },
    {
      term: 'Round',
      meaning: 'A round is one turn for every player, and the game ends on POWER once the round limit is passed.',
    },
    {
      term: 'Announce',
      meaning:
        'The log announces when a player reaches the POWER needed, which wins if they still have it at the start of their next turn.',
    },
    {
      term: 'Alliance, Eavesdown, Niska, Browncoats',
      meaning: "These are the four factions, each with its own starting deck, 'verse card and 'verse actions.",
    },
  ],
};
