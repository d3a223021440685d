// Every GraphQL operation of the web app, typed by GraphQL Code Generator (client preset) from apps/api/schema.graphql.
import { graphql } from '@/gql';

export const VIEWER_QUERY = graphql(`
  query Viewer {
    viewer {
      id
      username
    }
  }
`);

export const SIGN_UP = graphql(`
  mutation SignUp($username: String!, $password: String!) {
    signUp(username: $username, password: $password) {
      token
      user {
        id
        username
      }
    }
  }
`);

export const LOG_IN = graphql(`
  mutation LogIn($username: String!, $password: String!) {
    logIn(username: $username, password: $password) {
      token
      user {
        id
        username
      }
    }
  }
`);

export const LOG_OUT = graphql(`
  mutation LogOut {
    logOut
  }
`);

export const GAMES_QUERY = graphql(`
  query Games {
    games {
      id
      name
      minPlayers
      maxPlayers
      pitch
      mode
    }
  }
`);

export const GAMES_FOR_LOBBY_QUERY = graphql(`
  query GamesForLobby {
    games {
      id
      name
      minPlayers
      maxPlayers
      optionsSchema
      botLevels
      campaignGames
    }
  }
`);

export const LOBBY_FIELDS = graphql(`
  fragment LobbyFields on Lobby {
    id
    seats
    status
    private
    createdAt
    options
    rematchOf
    campaign
    rated
    casualReason
    game {
      id
      name
      mode
      minPlayers
      maxPlayers
      botLevels
    }
    host {
      id
      username
    }
    players {
      seat
      bot
      user {
        id
        username
      }
    }
    timeControl {
      kind
      seconds
      hours
    }
    match {
      id
      status
    }
    viewerRemoved
  }
`);

export const LOBBIES_QUERY = graphql(`
  query Lobbies($gameId: ID, $status: LobbyStatus, $first: Int, $after: String) {
    lobbies(gameId: $gameId, status: $status, first: $first, after: $after) {
      edges {
        cursor
        node {
          ...LobbyFields
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

export const LOBBY_QUERY = graphql(`
  query Lobby($id: ID!) {
    lobby(id: $id) {
      ...LobbyFields
    }
  }
`);

export const LOBBY_UPDATED = graphql(`
  subscription LobbyUpdated($lobbyId: ID!) {
    lobbyUpdated(lobbyId: $lobbyId) {
      ...LobbyFields
    }
  }
`);

export const CREATE_LOBBY = graphql(`
  mutation CreateLobby($input: CreateLobbyInput!) {
    createLobby(input: $input) {
      ...LobbyFields
    }
  }
`);

export const JOIN_LOBBY = graphql(`
  mutation JoinLobby($lobbyId: ID!) {
    joinLobby(lobbyId: $lobbyId) {
      ...LobbyFields
    }
  }
`);

export const TAKE_ANOTHER_SEAT = graphql(`
  mutation TakeAnotherSeat($lobbyId: ID!) {
    takeAnotherSeat(lobbyId: $lobbyId) {
      ...LobbyFields
    }
  }
`);

export const LEAVE_LOBBY = graphql(`
  mutation LeaveLobby($lobbyId: ID!) {
    leaveLobby(lobbyId: $lobbyId) {
      ...LobbyFields
    }
  }
`);

export const ADD_BOT = graphql(`
  mutation AddBot($lobbyId: ID!, $level: String) {
    addBot(lobbyId: $lobbyId, level: $level) {
      ...LobbyFields
    }
  }
`);

export const REMOVE_BOT = graphql(`
  mutation RemoveBot($lobbyId: ID!, $seat: Int!) {
    removeBot(lobbyId: $lobbyId, seat: $seat) {
      ...LobbyFields
    }
  }
`);

export const REMOVE_PLAYER = graphql(`
  mutation RemovePlayer($lobbyId: ID!, $userId: ID!) {
    removePlayer(lobbyId: $lobbyId, userId: $userId) {
      ...LobbyFields
    }
  }
`);

/** Lobby chat is its own query, like match chat; refetched whenever lobbyUpdated fires. */
export const LOBBY_CHAT_QUERY = graphql(`
  query LobbyChat($id: ID!) {
    lobby(id: $id) {
      id
      chat(last: 50) {
        edges {
          node {
            id
            seat
            text
            at
            user {
              id
              username
            }
          }
        }
      }
    }
  }
`);

export const SEND_LOBBY_MESSAGE = graphql(`
  mutation SendLobbyMessage($lobbyId: ID!, $text: String!) {
    sendLobbyMessage(lobbyId: $lobbyId, text: $text) {
      id
      seat
      text
      at
    }
  }
`);

export const START_MATCH = graphql(`
  mutation StartMatch($lobbyId: ID!) {
    startMatch(lobbyId: $lobbyId) {
      id
    }
  }
`);

export const MATCH_PLAYER_FIELDS = graphql(`
  fragment MatchPlayerFields on MatchPlayer {
    seat
    bot
    away
    resigned
    score
    winner
    rank
    user {
      id
      username
    }
  }
`);

export const MATCH_SUMMARY_FIELDS = graphql(`
  fragment MatchSummaryFields on Match {
    id
    status
    createdAt
    endedAt
    deadline
    toAct
    viewerSeat
    moveCount
    game {
      id
      name
    }
    players {
      ...MatchPlayerFields
    }
  }
`);

/** Everything the match page shows but the log, which queries page and pushes extend (see MatchShell). */
export const MATCH_CORE_FIELDS = graphql(`
  fragment MatchCoreFields on Match {
    id
    status
    version
    toAct
    mayAct
    viewerSeat
    viewerSeats
    view
    seatMoves {
      seat
      moves
      prompt
      choices {
        label
        group
        short
        cards
        move
      }
      blocked {
        cards
        reason
      }
    }
    deadline
    result
    createdAt
    endedAt
    seedHash
    seed
    moveCount
    game {
      id
      name
      chatPhrases
    }
    players {
      ...MatchPlayerFields
    }
    timeControl {
      kind
      seconds
      hours
    }
    lobby {
      id
    }
    rated
    casualReason
    endReason
    mayResign
    mayAbort
    mayOfferDraw
    drawOffers
    campaignGame
    campaign {
      id
      gamesTotal
      status
    }
    logSinceMyMove
  }
`);

export const MATCH_FIELDS = graphql(`
  fragment MatchFields on Match {
    ...MatchCoreFields
    log(last: 40) {
      edges {
        node {
          seq
          seat
          text
          at
        }
      }
      pageInfo {
        hasPreviousPage
        startCursor
      }
    }
  }
`);

/** Chat is its own query (the API's query-cost limit keeps MatchFields lean); refetched whenever matchUpdated fires. */
export const MATCH_CHAT_QUERY = graphql(`
  query MatchChat($id: ID!) {
    match(id: $id) {
      id
      chat(last: 50) {
        edges {
          node {
            id
            seat
            text
            at
            user {
              id
              username
            }
          }
        }
      }
    }
  }
`);

export const MATCH_QUERY = graphql(`
  query Match($id: ID!) {
    match(id: $id) {
      ...MatchFields
    }
  }
`);

/** Pushes carry the log lines new since the previous push (Match.logUpdate), not a page of the log each time. */
export const MATCH_UPDATED = graphql(`
  subscription MatchUpdated($matchId: ID!) {
    matchUpdated(matchId: $matchId) {
      ...MatchCoreFields
      logUpdate(last: 100) {
        from
        total
        startCursor
        lines {
          seq
          seat
          text
          at
        }
      }
    }
  }
`);

export const SUBMIT_MOVE = graphql(`
  mutation SubmitMove($matchId: ID!, $expectedVersion: Int!, $move: JSON!, $seat: Int) {
    submitMove(matchId: $matchId, expectedVersion: $expectedVersion, move: $move, seat: $seat) {
      ...MatchFields
    }
  }
`);

/** Ending one's part: resign, abort while nobody is committed yet, and draws by agreement (the API says which apply). */
export const RESIGN = graphql(`
  mutation Resign($matchId: ID!) {
    resign(matchId: $matchId) {
      ...MatchFields
    }
  }
`);

export const ABORT_MATCH = graphql(`
  mutation AbortMatch($matchId: ID!) {
    abortMatch(matchId: $matchId) {
      ...MatchFields
    }
  }
`);

export const OFFER_DRAW = graphql(`
  mutation OfferDraw($matchId: ID!) {
    offerDraw(matchId: $matchId) {
      ...MatchFields
    }
  }
`);

export const DECLINE_DRAW = graphql(`
  mutation DeclineDraw($matchId: ID!) {
    declineDraw(matchId: $matchId) {
      ...MatchFields
    }
  }
`);

export const SEND_CHAT = graphql(`
  mutation SendChatMessage($matchId: ID!, $text: String!) {
    sendChatMessage(matchId: $matchId, text: $text) {
      id
      seat
      text
      at
    }
  }
`);

export const REMATCH = graphql(`
  mutation Rematch($matchId: ID!) {
    rematch(matchId: $matchId) {
      id
    }
  }
`);

/** A finished match's rematch lobby, if any: refetched whenever matchUpdated fires (asking for it publishes one). */
export const MATCH_REMATCH_QUERY = graphql(`
  query MatchRematch($id: ID!) {
    match(id: $id) {
      id
      rematch {
        id
        status
        viewerRemoved
        host {
          id
          username
        }
        players {
          seat
          user {
            id
          }
        }
      }
    }
  }
`);

export const REPLAY_QUERY = graphql(`
  query Replay($id: ID!, $step: Int!) {
    match(id: $id) {
      id
      status
      moveCount
      result
      seed
      seedHash
      game {
        id
        name
      }
      players {
        ...MatchPlayerFields
      }
      replay(step: $step) {
        step
        move
        seat
        label
        by
        view
        log {
          seq
          seat
          text
          at
        }
      }
    }
  }
`);

export const MY_ACTIVE_MATCHES = graphql(`
  query MyActiveMatches {
    myActiveMatches(first: 20) {
      ...MatchSummaryFields
    }
  }
`);

export const MATCHES_QUERY = graphql(`
  query Matches(
    $username: String
    $gameId: ID
    $status: MatchStatus
    $result: MatchResultFilter
    $first: Int
    $after: String
  ) {
    matches(username: $username, gameId: $gameId, status: $status, result: $result, first: $first, after: $after) {
      edges {
        cursor
        node {
          ...MatchSummaryFields
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

export const USER_PROFILE = graphql(`
  query UserProfile($username: String!) {
    user(username: $username) {
      id
      username
      createdAt
      record {
        played
        wins
        losses
      }
      ratings {
        rating
        deviation
        matches
        game {
          id
          name
          mode
        }
      }
    }
    matches(username: $username, first: 10) {
      edges {
        cursor
        node {
          ...MatchSummaryFields
        }
      }
    }
    campaigns(username: $username, first: 10) {
      edges {
        node {
          id
          status
          gamesTotal
          score
          rating
          nextGame
          createdAt
          game {
            id
            name
          }
          games {
            number
            finished
          }
        }
      }
    }
  }
`);

export const LEADERBOARD_QUERY = graphql(`
  query Leaderboard($gameId: ID!, $first: Int, $after: String, $board: LeaderboardBoard) {
    game(id: $gameId) {
      id
      name
      mode
      campaignGames
    }
    leaderboard(gameId: $gameId, first: $first, after: $after, board: $board) {
      edges {
        cursor
        node {
          rank
          rating
          deviation
          score
          matches
          wins
          winRate
          user {
            id
            username
          }
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

export const API_TOKENS = graphql(`
  query ApiTokens {
    apiTokens {
      id
      name
      createdAt
      lastUsedAt
      scopes
    }
  }
`);

export const CREATE_API_TOKEN = graphql(`
  mutation CreateApiToken($name: String!, $scopes: [ApiTokenScope!]) {
    createApiToken(name: $name, scopes: $scopes) {
      token
      name
      apiToken {
        id
        name
        createdAt
        lastUsedAt
        scopes
      }
    }
  }
`);

export const REVOKE_API_TOKEN = graphql(`
  mutation RevokeApiToken($id: ID!) {
    revokeApiToken(id: $id)
  }
`);

export const SESSIONS = graphql(`
  query Sessions {
    sessions {
      id
      createdAt
      lastUsedAt
      userAgent
      address
      current
    }
  }
`);

export const REVOKE_SESSION = graphql(`
  mutation RevokeSession($id: ID!) {
    revokeSession(id: $id)
  }
`);

export const LOG_OUT_EVERYWHERE = graphql(`
  mutation LogOutEverywhere($includeApiTokens: Boolean) {
    logOutEverywhere(includeApiTokens: $includeApiTokens)
  }
`);

export const CHANGE_PASSWORD = graphql(`
  mutation ChangePassword($currentPassword: String!, $newPassword: String!) {
    changePassword(currentPassword: $currentPassword, newPassword: $newPassword)
  }
`);

export const CAMPAIGN_QUERY = graphql(`
  query Campaign($id: ID!) {
    campaign(id: $id) {
      id
      status
      options
      gamesTotal
      score
      scoreLines
      rating
      nextGame
      private
      createdAt
      endedAt
      game {
        id
        name
      }
      players {
        seat
        bot
        user {
          id
          username
        }
      }
      games {
        number
        finished
        won
        score
        summary
        match {
          id
          status
        }
      }
    }
  }
`);

export const CONTINUE_CAMPAIGN = graphql(`
  mutation ContinueCampaign($campaignId: ID!) {
    continueCampaign(campaignId: $campaignId) {
      id
    }
  }
`);

export const PREFERENCES = graphql(`
  query Preferences {
    viewer {
      id
      preferences {
        autoPass
        email
        emailNotify
      }
    }
  }
`);

export const UPDATE_PREFERENCES = graphql(`
  mutation UpdatePreferences($input: PreferencesInput!) {
    updatePreferences(input: $input) {
      autoPass
      email
      emailNotify
    }
  }
`);

export const AWAITING_QUERY = graphql(`
  query Awaiting {
    myActiveMatches(first: 100) {
      id
      toAct
      viewerSeats
      version
      game {
        id
        name
      }
    }
  }
`);

export const MATCH_LOG_PAGE = graphql(`
  query MatchLogPage($id: ID!, $last: Int!, $before: String) {
    match(id: $id) {
      id
      log(last: $last, before: $before) {
        edges {
          node {
            seq
            seat
            text
            at
          }
        }
        pageInfo {
          hasPreviousPage
          startCursor
        }
      }
    }
  }
`);

export const CHALLENGE_FIELDS = graphql(`
  fragment ChallengeFields on Challenge {
    id
    status
    createdAt
    challenger {
      id
      username
    }
    challenged {
      id
      username
    }
    lobby {
      id
      seats
      status
      game {
        id
        name
      }
      match {
        id
      }
    }
  }
`);

export const MY_CHALLENGES = graphql(`
  query MyChallenges {
    myChallenges(first: 20) {
      edges {
        node {
          ...ChallengeFields
        }
      }
    }
  }
`);

export const CHALLENGE = graphql(`
  mutation Challenge($username: String!, $input: CreateLobbyInput!) {
    challenge(username: $username, input: $input) {
      ...ChallengeFields
    }
  }
`);

export const ACCEPT_CHALLENGE = graphql(`
  mutation AcceptChallenge($id: ID!) {
    acceptChallenge(id: $id) {
      ...ChallengeFields
    }
  }
`);

export const DECLINE_CHALLENGE = graphql(`
  mutation DeclineChallenge($id: ID!) {
    declineChallenge(id: $id) {
      ...ChallengeFields
    }
  }
`);

export const CANCEL_CHALLENGE = graphql(`
  mutation CancelChallenge($id: ID!) {
    cancelChallenge(id: $id) {
      ...ChallengeFields
    }
  }
`);

export const CHALLENGE_EVENTS = graphql(`
  subscription ChallengeEvents {
    events {
      kind
      challenge {
        id
      }
    }
  }
`);
