/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  query M($id: ID!) {\n    match(id: $id) {\n      id\n      version\n      toAct\n      legalMoves\n    }\n  }\n": typeof types.MDocument,
    "\n  query Viewer {\n    viewer {\n      id\n      username\n    }\n  }\n": typeof types.ViewerDocument,
    "\n  mutation SignUp($username: String!, $password: String!) {\n    signUp(username: $username, password: $password) {\n      token\n      user {\n        id\n        username\n      }\n    }\n  }\n": typeof types.SignUpDocument,
    "\n  mutation LogIn($username: String!, $password: String!) {\n    logIn(username: $username, password: $password) {\n      token\n      user {\n        id\n        username\n      }\n    }\n  }\n": typeof types.LogInDocument,
    "\n  mutation LogOut {\n    logOut\n  }\n": typeof types.LogOutDocument,
    "\n  query Games {\n    games {\n      id\n      name\n      minPlayers\n      maxPlayers\n      pitch\n      mode\n    }\n  }\n": typeof types.GamesDocument,
    "\n  query GamesForLobby {\n    games {\n      id\n      name\n      minPlayers\n      maxPlayers\n      optionsSchema\n      botLevels\n      campaignGames\n    }\n  }\n": typeof types.GamesForLobbyDocument,
    "\n  fragment LobbyFields on Lobby {\n    id\n    seats\n    status\n    private\n    createdAt\n    options\n    rematchOf\n    campaign\n    rated\n    casualReason\n    game {\n      id\n      name\n      mode\n      minPlayers\n      maxPlayers\n      botLevels\n    }\n    host {\n      id\n      username\n    }\n    players {\n      seat\n      bot\n      user {\n        id\n        username\n      }\n    }\n    timeControl {\n      kind\n      seconds\n      hours\n    }\n    match {\n      id\n      status\n    }\n    viewerRemoved\n  }\n": typeof types.LobbyFieldsFragmentDoc,
    "\n  query Lobbies($gameId: ID, $status: LobbyStatus, $first: Int, $after: String) {\n    lobbies(gameId: $gameId, status: $status, first: $first, after: $after) {\n      edges {\n        cursor\n        node {\n          ...LobbyFields\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": typeof types.LobbiesDocument,
    "\n  query Lobby($id: ID!) {\n    lobby(id: $id) {\n      ...LobbyFields\n    }\n  }\n": typeof types.LobbyDocument,
    "\n  subscription LobbyUpdated($lobbyId: ID!) {\n    lobbyUpdated(lobbyId: $lobbyId) {\n      ...LobbyFields\n    }\n  }\n": typeof types.LobbyUpdatedDocument,
    "\n  mutation CreateLobby($input: CreateLobbyInput!) {\n    createLobby(input: $input) {\n      ...LobbyFields\n    }\n  }\n": typeof types.CreateLobbyDocument,
    "\n  mutation JoinLobby($lobbyId: ID!) {\n    joinLobby(lobbyId: $lobbyId) {\n      ...LobbyFields\n    }\n  }\n": typeof types.JoinLobbyDocument,
    "\n  mutation TakeAnotherSeat($lobbyId: ID!) {\n    takeAnotherSeat(lobbyId: $lobbyId) {\n      ...LobbyFields\n    }\n  }\n": typeof types.TakeAnotherSeatDocument,
    "\n  mutation LeaveLobby($lobbyId: ID!) {\n    leaveLobby(lobbyId: $lobbyId) {\n      ...LobbyFields\n    }\n  }\n": typeof types.LeaveLobbyDocument,
    "\n  mutation AddBot($lobbyId: ID!, $level: String) {\n    addBot(lobbyId: $lobbyId, level: $level) {\n      ...LobbyFields\n    }\n  }\n": typeof types.AddBotDocument,
    "\n  mutation RemoveBot($lobbyId: ID!, $seat: Int!) {\n    removeBot(lobbyId: $lobbyId, seat: $seat) {\n      ...LobbyFields\n    }\n  }\n": typeof types.RemoveBotDocument,
    "\n  mutation RemovePlayer($lobbyId: ID!, $userId: ID!) {\n    removePlayer(lobbyId: $lobbyId, userId: $userId) {\n      ...LobbyFields\n    }\n  }\n": typeof types.RemovePlayerDocument,
    "\n  query LobbyChat($id: ID!) {\n    lobby(id: $id) {\n      id\n      chat(last: 50) {\n        edges {\n          node {\n            id\n            seat\n            text\n            at\n            user {\n              id\n              username\n            }\n          }\n        }\n      }\n    }\n  }\n": typeof types.LobbyChatDocument,
    "\n  mutation SendLobbyMessage($lobbyId: ID!, $text: String!) {\n    sendLobbyMessage(lobbyId: $lobbyId, text: $text) {\n      id\n      seat\n      text\n      at\n    }\n  }\n": typeof types.SendLobbyMessageDocument,
    "\n  mutation StartMatch($lobbyId: ID!) {\n    startMatch(lobbyId: $lobbyId) {\n      id\n    }\n  }\n": typeof types.StartMatchDocument,
    "\n  fragment MatchPlayerFields on MatchPlayer {\n    seat\n    bot\n    away\n    resigned\n    score\n    winner\n    rank\n    user {\n      id\n      username\n    }\n  }\n": typeof types.MatchPlayerFieldsFragmentDoc,
    "\n  fragment MatchSummaryFields on Match {\n    id\n    status\n    createdAt\n    endedAt\n    deadline\n    toAct\n    viewerSeat\n    moveCount\n    game {\n      id\n      name\n    }\n    players {\n      ...MatchPlayerFields\n    }\n  }\n": typeof types.MatchSummaryFieldsFragmentDoc,
    "\n  fragment MatchCoreFields on Match {\n    id\n    status\n    version\n    toAct\n    mayAct\n    viewerSeat\n    viewerSeats\n    view\n    seatMoves {\n      seat\n      moves\n      prompt\n      choices {\n        label\n        group\n        short\n        cards\n        move\n      }\n      blocked {\n        cards\n        reason\n      }\n    }\n    deadline\n    result\n    createdAt\n    endedAt\n    seedHash\n    seed\n    moveCount\n    game {\n      id\n      name\n      chatPhrases\n    }\n    players {\n      ...MatchPlayerFields\n    }\n    timeControl {\n      kind\n      seconds\n      hours\n    }\n    lobby {\n      id\n    }\n    rated\n    casualReason\n    endReason\n    mayResign\n    mayAbort\n    mayOfferDraw\n    drawOffers\n    campaignGame\n    campaign {\n      id\n      gamesTotal\n      status\n    }\n    logSinceMyMove\n  }\n": typeof types.MatchCoreFieldsFragmentDoc,
    "\n  fragment MatchFields on Match {\n    ...MatchCoreFields\n    log(last: 40) {\n      edges {\n        node {\n          seq\n          seat\n          text\n          at\n        }\n      }\n      pageInfo {\n        hasPreviousPage\n        startCursor\n      }\n    }\n  }\n": typeof types.MatchFieldsFragmentDoc,
    "\n  query MatchChat($id: ID!) {\n    match(id: $id) {\n      id\n      chat(last: 50) {\n        edges {\n          node {\n            id\n            seat\n            text\n            at\n            user {\n              id\n              username\n            }\n          }\n        }\n      }\n    }\n  }\n": typeof types.MatchChatDocument,
    "\n  query Match($id: ID!) {\n    match(id: $id) {\n      ...MatchFields\n    }\n  }\n": typeof types.MatchDocument,
    "\n  subscription MatchUpdated($matchId: ID!) {\n    matchUpdated(matchId: $matchId) {\n      ...MatchCoreFields\n      logUpdate(last: 100) {\n        from\n        total\n        startCursor\n        lines {\n          seq\n          seat\n          text\n          at\n        }\n      }\n    }\n  }\n": typeof types.MatchUpdatedDocument,
    "\n  mutation SubmitMove($matchId: ID!, $expectedVersion: Int!, $move: JSON!, $seat: Int) {\n    submitMove(matchId: $matchId, expectedVersion: $expectedVersion, move: $move, seat: $seat) {\n      ...MatchFields\n    }\n  }\n": typeof types.SubmitMoveDocument,
    "\n  mutation Resign($matchId: ID!) {\n    resign(matchId: $matchId) {\n      ...MatchFields\n    }\n  }\n": typeof types.ResignDocument,
    "\n  mutation AbortMatch($matchId: ID!) {\n    abortMatch(matchId: $matchId) {\n      ...MatchFields\n    }\n  }\n": typeof types.AbortMatchDocument,
    "\n  mutation OfferDraw($matchId: ID!) {\n    offerDraw(matchId: $matchId) {\n      ...MatchFields\n    }\n  }\n": typeof types.OfferDrawDocument,
    "\n  mutation DeclineDraw($matchId: ID!) {\n    declineDraw(matchId: $matchId) {\n      ...MatchFields\n    }\n  }\n": typeof types.DeclineDrawDocument,
    "\n  mutation SendChatMessage($matchId: ID!, $text: String!) {\n    sendChatMessage(matchId: $matchId, text: $text) {\n      id\n      seat\n      text\n      at\n    }\n  }\n": typeof types.SendChatMessageDocument,
    "\n  mutation Rematch($matchId: ID!) {\n    rematch(matchId: $matchId) {\n      id\n    }\n  }\n": typeof types.RematchDocument,
    "\n  query MatchRematch($id: ID!) {\n    match(id: $id) {\n      id\n      rematch {\n        id\n        status\n        viewerRemoved\n        host {\n          id\n          username\n        }\n        players {\n          seat\n          user {\n            id\n          }\n        }\n      }\n    }\n  }\n": typeof types.MatchRematchDocument,
    "\n  query Replay($id: ID!, $step: Int!) {\n    match(id: $id) {\n      id\n      status\n      moveCount\n      result\n      seed\n      seedHash\n      game {\n        id\n        name\n      }\n      players {\n        ...MatchPlayerFields\n      }\n      replay(step: $step) {\n        step\n        move\n        seat\n        label\n        by\n        view\n        log {\n          seq\n          seat\n          text\n          at\n        }\n      }\n    }\n  }\n": typeof types.ReplayDocument,
    "\n  query MyActiveMatches {\n    myActiveMatches(first: 20) {\n      ...MatchSummaryFields\n    }\n  }\n": typeof types.MyActiveMatchesDocument,
    "\n  query Matches(\n    $username: String\n    $gameId: ID\n    $status: MatchStatus\n    $result: MatchResultFilter\n    $first: Int\n    $after: String\n  ) {\n    matches(username: $username, gameId: $gameId, status: $status, result: $result, first: $first, after: $after) {\n      edges {\n        cursor\n        node {\n          ...MatchSummaryFields\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": typeof types.MatchesDocument,
    "\n  query UserProfile($username: String!) {\n    user(username: $username) {\n      id\n      username\n      createdAt\n      record {\n        played\n        wins\n        losses\n      }\n      ratings {\n        rating\n        deviation\n        matches\n        game {\n          id\n          name\n          mode\n        }\n      }\n    }\n    matches(username: $username, first: 10) {\n      edges {\n        cursor\n        node {\n          ...MatchSummaryFields\n        }\n      }\n    }\n    campaigns(username: $username, first: 10) {\n      edges {\n        node {\n          id\n          status\n          gamesTotal\n          score\n          rating\n          nextGame\n          createdAt\n          game {\n            id\n            name\n          }\n          games {\n            number\n            finished\n          }\n        }\n      }\n    }\n  }\n": typeof types.UserProfileDocument,
    "\n  query Leaderboard($gameId: ID!, $first: Int, $after: String, $board: LeaderboardBoard) {\n    game(id: $gameId) {\n      id\n      name\n      mode\n      campaignGames\n    }\n    leaderboard(gameId: $gameId, first: $first, after: $after, board: $board) {\n      edges {\n        cursor\n        node {\n          rank\n          rating\n          deviation\n          score\n          matches\n          wins\n          winRate\n          user {\n            id\n            username\n          }\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": typeof types.LeaderboardDocument,
    "\n  query ApiTokens {\n    apiTokens {\n      id\n      name\n      createdAt\n      lastUsedAt\n      scopes\n    }\n  }\n": typeof types.ApiTokensDocument,
    "\n  mutation CreateApiToken($name: String!, $scopes: [ApiTokenScope!]) {\n    createApiToken(name: $name, scopes: $scopes) {\n      token\n      name\n      apiToken {\n        id\n        name\n        createdAt\n        lastUsedAt\n        scopes\n      }\n    }\n  }\n": typeof types.CreateApiTokenDocument,
    "\n  mutation RevokeApiToken($id: ID!) {\n    revokeApiToken(id: $id)\n  }\n": typeof types.RevokeApiTokenDocument,
    "\n  query Sessions {\n    sessions {\n      id\n      createdAt\n      lastUsedAt\n      userAgent\n      address\n      current\n    }\n  }\n": typeof types.SessionsDocument,
    "\n  mutation RevokeSession($id: ID!) {\n    revokeSession(id: $id)\n  }\n": typeof types.RevokeSessionDocument,
    "\n  mutation LogOutEverywhere($includeApiTokens: Boolean) {\n    logOutEverywhere(includeApiTokens: $includeApiTokens)\n  }\n": typeof types.LogOutEverywhereDocument,
    "\n  mutation ChangePassword($currentPassword: String!, $newPassword: String!) {\n    changePassword(currentPassword: $currentPassword, newPassword: $newPassword)\n  }\n": typeof types.ChangePasswordDocument,
    "\n  query Campaign($id: ID!) {\n    campaign(id: $id) {\n      id\n      status\n      options\n      gamesTotal\n      score\n      scoreLines\n      rating\n      nextGame\n      private\n      createdAt\n      endedAt\n      game {\n        id\n        name\n      }\n      players {\n        seat\n        bot\n        user {\n          id\n          username\n        }\n      }\n      games {\n        number\n        finished\n        won\n        score\n        summary\n        match {\n          id\n          status\n        }\n      }\n    }\n  }\n": typeof types.CampaignDocument,
    "\n  mutation ContinueCampaign($campaignId: ID!) {\n    continueCampaign(campaignId: $campaignId) {\n      id\n    }\n  }\n": typeof types.ContinueCampaignDocument,
    "\n  query Preferences {\n    viewer {\n      id\n      preferences {\n        autoPass\n        email\n        emailNotify\n      }\n    }\n  }\n": typeof types.PreferencesDocument,
    "\n  mutation UpdatePreferences($input: PreferencesInput!) {\n    updatePreferences(input: $input) {\n      autoPass\n      email\n      emailNotify\n    }\n  }\n": typeof types.UpdatePreferencesDocument,
    "\n  query Awaiting {\n    myActiveMatches(first: 100) {\n      id\n      toAct\n      viewerSeats\n      version\n      game {\n        id\n        name\n      }\n    }\n  }\n": typeof types.AwaitingDocument,
    "\n  query MatchLogPage($id: ID!, $last: Int!, $before: String) {\n    match(id: $id) {\n      id\n      log(last: $last, before: $before) {\n        edges {\n          node {\n            seq\n            seat\n            text\n            at\n          }\n        }\n        pageInfo {\n          hasPreviousPage\n          startCursor\n        }\n      }\n    }\n  }\n": typeof types.MatchLogPageDocument,
    "\n  fragment ChallengeFields on Challenge {\n    id\n    status\n    createdAt\n    challenger {\n      id\n      username\n    }\n    challenged {\n      id\n      username\n    }\n    lobby {\n      id\n      seats\n      status\n      game {\n        id\n        name\n      }\n      match {\n        id\n      }\n    }\n  }\n": typeof types.ChallengeFieldsFragmentDoc,
    "\n  query MyChallenges {\n    myChallenges(first: 20) {\n      edges {\n        node {\n          ...ChallengeFields\n        }\n      }\n    }\n  }\n": typeof types.MyChallengesDocument,
    "\n  mutation Challenge($username: String!, $input: CreateLobbyInput!) {\n    challenge(username: $username, input: $input) {\n      ...ChallengeFields\n    }\n  }\n": typeof types.ChallengeDocument,
    "\n  mutation AcceptChallenge($id: ID!) {\n    acceptChallenge(id: $id) {\n      ...ChallengeFields\n    }\n  }\n": typeof types.AcceptChallengeDocument,
    "\n  mutation DeclineChallenge($id: ID!) {\n    declineChallenge(id: $id) {\n      ...ChallengeFields\n    }\n  }\n": typeof types.DeclineChallengeDocument,
    "\n  mutation CancelChallenge($id: ID!) {\n    cancelChallenge(id: $id) {\n      ...ChallengeFields\n    }\n  }\n": typeof types.CancelChallengeDocument,
    "\n  subscription ChallengeEvents {\n    events {\n      kind\n      challenge {\n        id\n      }\n    }\n  }\n": typeof types.ChallengeEventsDocument,
};
const documents: Documents = {
    "\n  query M($id: ID!) {\n    match(id: $id) {\n      id\n      version\n      toAct\n      legalMoves\n    }\n  }\n": types.MDocument,
    "\n  query Viewer {\n    viewer {\n      id\n      username\n    }\n  }\n": types.ViewerDocument,
    "\n  mutation SignUp($username: String!, $password: String!) {\n    signUp(username: $username, password: $password) {\n      token\n      user {\n        id\n        username\n      }\n    }\n  }\n": types.SignUpDocument,
    "\n  mutation LogIn($username: String!, $password: String!) {\n    logIn(username: $username, password: $password) {\n      token\n      user {\n        id\n        username\n      }\n    }\n  }\n": types.LogInDocument,
    "\n  mutation LogOut {\n    logOut\n  }\n": types.LogOutDocument,
    "\n  query Games {\n    games {\n      id\n      name\n      minPlayers\n      maxPlayers\n      pitch\n      mode\n    }\n  }\n": types.GamesDocument,
    "\n  query GamesForLobby {\n    games {\n      id\n      name\n      minPlayers\n      maxPlayers\n      optionsSchema\n      botLevels\n      campaignGames\n    }\n  }\n": types.GamesForLobbyDocument,
    "\n  fragment LobbyFields on Lobby {\n    id\n    seats\n    status\n    private\n    createdAt\n    options\n    rematchOf\n    campaign\n    rated\n    casualReason\n    game {\n      id\n      name\n      mode\n      minPlayers\n      maxPlayers\n      botLevels\n    }\n    host {\n      id\n      username\n    }\n    players {\n      seat\n      bot\n      user {\n        id\n        username\n      }\n    }\n    timeControl {\n      kind\n      seconds\n      hours\n    }\n    match {\n      id\n      status\n    }\n    viewerRemoved\n  }\n": types.LobbyFieldsFragmentDoc,
    "\n  query Lobbies($gameId: ID, $status: LobbyStatus, $first: Int, $after: String) {\n    lobbies(gameId: $gameId, status: $status, first: $first, after: $after) {\n      edges {\n        cursor\n        node {\n          ...LobbyFields\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": types.LobbiesDocument,
    "\n  query Lobby($id: ID!) {\n    lobby(id: $id) {\n      ...LobbyFields\n    }\n  }\n": types.LobbyDocument,
    "\n  subscription LobbyUpdated($lobbyId: ID!) {\n    lobbyUpdated(lobbyId: $lobbyId) {\n      ...LobbyFields\n    }\n  }\n": types.LobbyUpdatedDocument,
    "\n  mutation CreateLobby($input: CreateLobbyInput!) {\n    createLobby(input: $input) {\n      ...LobbyFields\n    }\n  }\n": types.CreateLobbyDocument,
    "\n  mutation JoinLobby($lobbyId: ID!) {\n    joinLobby(lobbyId: $lobbyId) {\n      ...LobbyFields\n    }\n  }\n": types.JoinLobbyDocument,
    "\n  mutation TakeAnotherSeat($lobbyId: ID!) {\n    takeAnotherSeat(lobbyId: $lobbyId) {\n      ...LobbyFields\n    }\n  }\n": types.TakeAnotherSeatDocument,
    "\n  mutation LeaveLobby($lobbyId: ID!) {\n    leaveLobby(lobbyId: $lobbyId) {\n      ...LobbyFields\n    }\n  }\n": types.LeaveLobbyDocument,
    "\n  mutation AddBot($lobbyId: ID!, $level: String) {\n    addBot(lobbyId: $lobbyId, level: $level) {\n      ...LobbyFields\n    }\n  }\n": types.AddBotDocument,
    "\n  mutation RemoveBot($lobbyId: ID!, $seat: Int!) {\n    removeBot(lobbyId: $lobbyId, seat: $seat) {\n      ...LobbyFields\n    }\n  }\n": types.RemoveBotDocument,
    "\n  mutation RemovePlayer($lobbyId: ID!, $userId: ID!) {\n    removePlayer(lobbyId: $lobbyId, userId: $userId) {\n      ...LobbyFields\n    }\n  }\n": types.RemovePlayerDocument,
    "\n  query LobbyChat($id: ID!) {\n    lobby(id: $id) {\n      id\n      chat(last: 50) {\n        edges {\n          node {\n            id\n            seat\n            text\n            at\n            user {\n              id\n              username\n            }\n          }\n        }\n      }\n    }\n  }\n": types.LobbyChatDocument,
    "\n  mutation SendLobbyMessage($lobbyId: ID!, $text: String!) {\n    sendLobbyMessage(lobbyId: $lobbyId, text: $text) {\n      id\n      seat\n      text\n      at\n    }\n  }\n": types.SendLobbyMessageDocument,
    "\n  mutation StartMatch($lobbyId: ID!) {\n    startMatch(lobbyId: $lobbyId) {\n      id\n    }\n  }\n": types.StartMatchDocument,
    "\n  fragment MatchPlayerFields on MatchPlayer {\n    seat\n    bot\n    away\n    resigned\n    score\n    winner\n    rank\n    user {\n      id\n      username\n    }\n  }\n": types.MatchPlayerFieldsFragmentDoc,
    "\n  fragment MatchSummaryFields on Match {\n    id\n    status\n    createdAt\n    endedAt\n    deadline\n    toAct\n    viewerSeat\n    moveCount\n    game {\n      id\n      name\n    }\n    players {\n      ...MatchPlayerFields\n    }\n  }\n": types.MatchSummaryFieldsFragmentDoc,
    "\n  fragment MatchCoreFields on Match {\n    id\n    status\n    version\n    toAct\n    mayAct\n    viewerSeat\n    viewerSeats\n    view\n    seatMoves {\n      seat\n      moves\n      prompt\n      choices {\n        label\n        group\n        short\n        cards\n        move\n      }\n      blocked {\n        cards\n        reason\n      }\n    }\n    deadline\n    result\n    createdAt\n    endedAt\n    seedHash\n    seed\n    moveCount\n    game {\n      id\n      name\n      chatPhrases\n    }\n    players {\n      ...MatchPlayerFields\n    }\n    timeControl {\n      kind\n      seconds\n      hours\n    }\n    lobby {\n      id\n    }\n    rated\n    casualReason\n    endReason\n    mayResign\n    mayAbort\n    mayOfferDraw\n    drawOffers\n    campaignGame\n    campaign {\n      id\n      gamesTotal\n      status\n    }\n    logSinceMyMove\n  }\n": types.MatchCoreFieldsFragmentDoc,
    "\n  fragment MatchFields on Match {\n    ...MatchCoreFields\n    log(last: 40) {\n      edges {\n        node {\n          seq\n          seat\n          text\n          at\n        }\n      }\n      pageInfo {\n        hasPreviousPage\n        startCursor\n      }\n    }\n  }\n": types.MatchFieldsFragmentDoc,
    "\n  query MatchChat($id: ID!) {\n    match(id: $id) {\n      id\n      chat(last: 50) {\n        edges {\n          node {\n            id\n            seat\n            text\n            at\n            user {\n              id\n              username\n            }\n          }\n        }\n      }\n    }\n  }\n": types.MatchChatDocument,
    "\n  query Match($id: ID!) {\n    match(id: $id) {\n      ...MatchFields\n    }\n  }\n": types.MatchDocument,
    "\n  subscription MatchUpdated($matchId: ID!) {\n    matchUpdated(matchId: $matchId) {\n      ...MatchCoreFields\n      logUpdate(last: 100) {\n        from\n        total\n        startCursor\n        lines {\n          seq\n          seat\n          text\n          at\n        }\n      }\n    }\n  }\n": types.MatchUpdatedDocument,
    "\n  mutation SubmitMove($matchId: ID!, $expectedVersion: Int!, $move: JSON!, $seat: Int) {\n    submitMove(matchId: $matchId, expectedVersion: $expectedVersion, move: $move, seat: $seat) {\n      ...MatchFields\n    }\n  }\n": types.SubmitMoveDocument,
    "\n  mutation Resign($matchId: ID!) {\n    resign(matchId: $matchId) {\n      ...MatchFields\n    }\n  }\n": types.ResignDocument,
    "\n  mutation AbortMatch($matchId: ID!) {\n    abortMatch(matchId: $matchId) {\n      ...MatchFields\n    }\n  }\n": types.AbortMatchDocument,
    "\n  mutation OfferDraw($matchId: ID!) {\n    offerDraw(matchId: $matchId) {\n      ...MatchFields\n    }\n  }\n": types.OfferDrawDocument,
    "\n  mutation DeclineDraw($matchId: ID!) {\n    declineDraw(matchId: $matchId) {\n      ...MatchFields\n    }\n  }\n": types.DeclineDrawDocument,
    "\n  mutation SendChatMessage($matchId: ID!, $text: String!) {\n    sendChatMessage(matchId: $matchId, text: $text) {\n      id\n      seat\n      text\n      at\n    }\n  }\n": types.SendChatMessageDocument,
    "\n  mutation Rematch($matchId: ID!) {\n    rematch(matchId: $matchId) {\n      id\n    }\n  }\n": types.RematchDocument,
    "\n  query MatchRematch($id: ID!) {\n    match(id: $id) {\n      id\n      rematch {\n        id\n        status\n        viewerRemoved\n        host {\n          id\n          username\n        }\n        players {\n          seat\n          user {\n            id\n          }\n        }\n      }\n    }\n  }\n": types.MatchRematchDocument,
    "\n  query Replay($id: ID!, $step: Int!) {\n    match(id: $id) {\n      id\n      status\n      moveCount\n      result\n      seed\n      seedHash\n      game {\n        id\n        name\n      }\n      players {\n        ...MatchPlayerFields\n      }\n      replay(step: $step) {\n        step\n        move\n        seat\n        label\n        by\n        view\n        log {\n          seq\n          seat\n          text\n          at\n        }\n      }\n    }\n  }\n": types.ReplayDocument,
    "\n  query MyActiveMatches {\n    myActiveMatches(first: 20) {\n      ...MatchSummaryFields\n    }\n  }\n": types.MyActiveMatchesDocument,
    "\n  query Matches(\n    $username: String\n    $gameId: ID\n    $status: MatchStatus\n    $result: MatchResultFilter\n    $first: Int\n    $after: String\n  ) {\n    matches(username: $username, gameId: $gameId, status: $status, result: $result, first: $first, after: $after) {\n      edges {\n        cursor\n        node {\n          ...MatchSummaryFields\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": types.MatchesDocument,
    "\n  query UserProfile($username: String!) {\n    user(username: $username) {\n      id\n      username\n      createdAt\n      record {\n        played\n        wins\n        losses\n      }\n      ratings {\n        rating\n        deviation\n        matches\n        game {\n          id\n          name\n          mode\n        }\n      }\n    }\n    matches(username: $username, first: 10) {\n      edges {\n        cursor\n        node {\n          ...MatchSummaryFields\n        }\n      }\n    }\n    campaigns(username: $username, first: 10) {\n      edges {\n        node {\n          id\n          status\n          gamesTotal\n          score\n          rating\n          nextGame\n          createdAt\n          game {\n            id\n            name\n          }\n          games {\n            number\n            finished\n          }\n        }\n      }\n    }\n  }\n": types.UserProfileDocument,
    "\n  query Leaderboard($gameId: ID!, $first: Int, $after: String, $board: LeaderboardBoard) {\n    game(id: $gameId) {\n      id\n      name\n      mode\n      campaignGames\n    }\n    leaderboard(gameId: $gameId, first: $first, after: $after, board: $board) {\n      edges {\n        cursor\n        node {\n          rank\n          rating\n          deviation\n          score\n          matches\n          wins\n          winRate\n          user {\n            id\n            username\n          }\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": types.LeaderboardDocument,
    "\n  query ApiTokens {\n    apiTokens {\n      id\n      name\n      createdAt\n      lastUsedAt\n      scopes\n    }\n  }\n": types.ApiTokensDocument,
    "\n  mutation CreateApiToken($name: String!, $scopes: [ApiTokenScope!]) {\n    createApiToken(name: $name, scopes: $scopes) {\n      token\n      name\n      apiToken {\n        id\n        name\n        createdAt\n        lastUsedAt\n        scopes\n      }\n    }\n  }\n": types.CreateApiTokenDocument,
    "\n  mutation RevokeApiToken($id: ID!) {\n    revokeApiToken(id: $id)\n  }\n": types.RevokeApiTokenDocument,
    "\n  query Sessions {\n    sessions {\n      id\n      createdAt\n      lastUsedAt\n      userAgent\n      address\n      current\n    }\n  }\n": types.SessionsDocument,
    "\n  mutation RevokeSession($id: ID!) {\n    revokeSession(id: $id)\n  }\n": types.RevokeSessionDocument,
    "\n  mutation LogOutEverywhere($includeApiTokens: Boolean) {\n    logOutEverywhere(includeApiTokens: $includeApiTokens)\n  }\n": types.LogOutEverywhereDocument,
    "\n  mutation ChangePassword($currentPassword: String!, $newPassword: String!) {\n    changePassword(currentPassword: $currentPassword, newPassword: $newPassword)\n  }\n": types.ChangePasswordDocument,
    "\n  query Campaign($id: ID!) {\n    campaign(id: $id) {\n      id\n      status\n      options\n      gamesTotal\n      score\n      scoreLines\n      rating\n      nextGame\n      private\n      createdAt\n      endedAt\n      game {\n        id\n        name\n      }\n      players {\n        seat\n        bot\n        user {\n          id\n          username\n        }\n      }\n      games {\n        number\n        finished\n        won\n        score\n        summary\n        match {\n          id\n          status\n        }\n      }\n    }\n  }\n": types.CampaignDocument,
    "\n  mutation ContinueCampaign($campaignId: ID!) {\n    continueCampaign(campaignId: $campaignId) {\n      id\n    }\n  }\n": types.ContinueCampaignDocument,
    "\n  query Preferences {\n    viewer {\n      id\n      preferences {\n        autoPass\n        email\n        emailNotify\n      }\n    }\n  }\n": types.PreferencesDocument,
    "\n  mutation UpdatePreferences($input: PreferencesInput!) {\n    updatePreferences(input: $input) {\n      autoPass\n      email\n      emailNotify\n    }\n  }\n": types.UpdatePreferencesDocument,
    "\n  query Awaiting {\n    myActiveMatches(first: 100) {\n      id\n      toAct\n      viewerSeats\n      version\n      game {\n        id\n        name\n      }\n    }\n  }\n": types.AwaitingDocument,
    "\n  query MatchLogPage($id: ID!, $last: Int!, $before: String) {\n    match(id: $id) {\n      id\n      log(last: $last, before: $before) {\n        edges {\n          node {\n            seq\n            seat\n            text\n            at\n          }\n        }\n        pageInfo {\n          hasPreviousPage\n          startCursor\n        }\n      }\n    }\n  }\n": types.MatchLogPageDocument,
    "\n  fragment ChallengeFields on Challenge {\n    id\n    status\n    createdAt\n    challenger {\n      id\n      username\n    }\n    challenged {\n      id\n      username\n    }\n    lobby {\n      id\n      seats\n      status\n      game {\n        id\n        name\n      }\n      match {\n        id\n      }\n    }\n  }\n": types.ChallengeFieldsFragmentDoc,
    "\n  query MyChallenges {\n    myChallenges(first: 20) {\n      edges {\n        node {\n          ...ChallengeFields\n        }\n      }\n    }\n  }\n": types.MyChallengesDocument,
    "\n  mutation Challenge($username: String!, $input: CreateLobbyInput!) {\n    challenge(username: $username, input: $input) {\n      ...ChallengeFields\n    }\n  }\n": types.ChallengeDocument,
    "\n  mutation AcceptChallenge($id: ID!) {\n    acceptChallenge(id: $id) {\n      ...ChallengeFields\n    }\n  }\n": types.AcceptChallengeDocument,
    "\n  mutation DeclineChallenge($id: ID!) {\n    declineChallenge(id: $id) {\n      ...ChallengeFields\n    }\n  }\n": types.DeclineChallengeDocument,
    "\n  mutation CancelChallenge($id: ID!) {\n    cancelChallenge(id: $id) {\n      ...ChallengeFields\n    }\n  }\n": types.CancelChallengeDocument,
    "\n  subscription ChallengeEvents {\n    events {\n      kind\n      challenge {\n        id\n      }\n    }\n  }\n": types.ChallengeEventsDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query M($id: ID!) {\n    match(id: $id) {\n      id\n      version\n      toAct\n      legalMoves\n    }\n  }\n"): (typeof documents)["\n  query M($id: ID!) {\n    match(id: $id) {\n      id\n      version\n      toAct\n      legalMoves\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Viewer {\n    viewer {\n      id\n      username\n    }\n  }\n"): (typeof documents)["\n  query Viewer {\n    viewer {\n      id\n      username\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignUp($username: String!, $password: String!) {\n    signUp(username: $username, password: $password) {\n      token\n      user {\n        id\n        username\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SignUp($username: String!, $password: String!) {\n    signUp(username: $username, password: $password) {\n      token\n      user {\n        id\n        username\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LogIn($username: String!, $password: String!) {\n    logIn(username: $username, password: $password) {\n      token\n      user {\n        id\n        username\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation LogIn($username: String!, $password: String!) {\n    logIn(username: $username, password: $password) {\n      token\n      user {\n        id\n        username\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LogOut {\n    logOut\n  }\n"): (typeof documents)["\n  mutation LogOut {\n    logOut\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Games {\n    games {\n      id\n      name\n      minPlayers\n      maxPlayers\n      pitch\n      mode\n    }\n  }\n"): (typeof documents)["\n  query Games {\n    games {\n      id\n      name\n      minPlayers\n      maxPlayers\n      pitch\n      mode\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GamesForLobby {\n    games {\n      id\n      name\n      minPlayers\n      maxPlayers\n      optionsSchema\n      botLevels\n      campaignGames\n    }\n  }\n"): (typeof documents)["\n  query GamesForLobby {\n    games {\n      id\n      name\n      minPlayers\n      maxPlayers\n      optionsSchema\n      botLevels\n      campaignGames\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment LobbyFields on Lobby {\n    id\n    seats\n    status\n    private\n    createdAt\n    options\n    rematchOf\n    campaign\n    rated\n    casualReason\n    game {\n      id\n      name\n      mode\n      minPlayers\n      maxPlayers\n      botLevels\n    }\n    host {\n      id\n      username\n    }\n    players {\n      seat\n      bot\n      user {\n        id\n        username\n      }\n    }\n    timeControl {\n      kind\n      seconds\n      hours\n    }\n    match {\n      id\n      status\n    }\n    viewerRemoved\n  }\n"): (typeof documents)["\n  fragment LobbyFields on Lobby {\n    id\n    seats\n    status\n    private\n    createdAt\n    options\n    rematchOf\n    campaign\n    rated\n    casualReason\n    game {\n      id\n      name\n      mode\n      minPlayers\n      maxPlayers\n      botLevels\n    }\n    host {\n      id\n      username\n    }\n    players {\n      seat\n      bot\n      user {\n        id\n        username\n      }\n    }\n    timeControl {\n      kind\n      seconds\n      hours\n    }\n    match {\n      id\n      status\n    }\n    viewerRemoved\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Lobbies($gameId: ID, $status: LobbyStatus, $first: Int, $after: String) {\n    lobbies(gameId: $gameId, status: $status, first: $first, after: $after) {\n      edges {\n        cursor\n        node {\n          ...LobbyFields\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"): (typeof documents)["\n  query Lobbies($gameId: ID, $status: LobbyStatus, $first: Int, $after: String) {\n    lobbies(gameId: $gameId, status: $status, first: $first, after: $after) {\n      edges {\n        cursor\n        node {\n          ...LobbyFields\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Lobby($id: ID!) {\n    lobby(id: $id) {\n      ...LobbyFields\n    }\n  }\n"): (typeof documents)["\n  query Lobby($id: ID!) {\n    lobby(id: $id) {\n      ...LobbyFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription LobbyUpdated($lobbyId: ID!) {\n    lobbyUpdated(lobbyId: $lobbyId) {\n      ...LobbyFields\n    }\n  }\n"): (typeof documents)["\n  subscription LobbyUpdated($lobbyId: ID!) {\n    lobbyUpdated(lobbyId: $lobbyId) {\n      ...LobbyFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateLobby($input: CreateLobbyInput!) {\n    createLobby(input: $input) {\n      ...LobbyFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateLobby($input: CreateLobbyInput!) {\n    createLobby(input: $input) {\n      ...LobbyFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation JoinLobby($lobbyId: ID!) {\n    joinLobby(lobbyId: $lobbyId) {\n      ...LobbyFields\n    }\n  }\n"): (typeof documents)["\n  mutation JoinLobby($lobbyId: ID!) {\n    joinLobby(lobbyId: $lobbyId) {\n      ...LobbyFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TakeAnotherSeat($lobbyId: ID!) {\n    takeAnotherSeat(lobbyId: $lobbyId) {\n      ...LobbyFields\n    }\n  }\n"): (typeof documents)["\n  mutation TakeAnotherSeat($lobbyId: ID!) {\n    takeAnotherSeat(lobbyId: $lobbyId) {\n      ...LobbyFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LeaveLobby($lobbyId: ID!) {\n    leaveLobby(lobbyId: $lobbyId) {\n      ...LobbyFields\n    }\n  }\n"): (typeof documents)["\n  mutation LeaveLobby($lobbyId: ID!) {\n    leaveLobby(lobbyId: $lobbyId) {\n      ...LobbyFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddBot($lobbyId: ID!, $level: String) {\n    addBot(lobbyId: $lobbyId, level: $level) {\n      ...LobbyFields\n    }\n  }\n"): (typeof documents)["\n  mutation AddBot($lobbyId: ID!, $level: String) {\n    addBot(lobbyId: $lobbyId, level: $level) {\n      ...LobbyFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveBot($lobbyId: ID!, $seat: Int!) {\n    removeBot(lobbyId: $lobbyId, seat: $seat) {\n      ...LobbyFields\n    }\n  }\n"): (typeof documents)["\n  mutation RemoveBot($lobbyId: ID!, $seat: Int!) {\n    removeBot(lobbyId: $lobbyId, seat: $seat) {\n      ...LobbyFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemovePlayer($lobbyId: ID!, $userId: ID!) {\n    removePlayer(lobbyId: $lobbyId, userId: $userId) {\n      ...LobbyFields\n    }\n  }\n"): (typeof documents)["\n  mutation RemovePlayer($lobbyId: ID!, $userId: ID!) {\n    removePlayer(lobbyId: $lobbyId, userId: $userId) {\n      ...LobbyFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LobbyChat($id: ID!) {\n    lobby(id: $id) {\n      id\n      chat(last: 50) {\n        edges {\n          node {\n            id\n            seat\n            text\n            at\n            user {\n              id\n              username\n            }\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query LobbyChat($id: ID!) {\n    lobby(id: $id) {\n      id\n      chat(last: 50) {\n        edges {\n          node {\n            id\n            seat\n            text\n            at\n            user {\n              id\n              username\n            }\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendLobbyMessage($lobbyId: ID!, $text: String!) {\n    sendLobbyMessage(lobbyId: $lobbyId, text: $text) {\n      id\n      seat\n      text\n      at\n    }\n  }\n"): (typeof documents)["\n  mutation SendLobbyMessage($lobbyId: ID!, $text: String!) {\n    sendLobbyMessage(lobbyId: $lobbyId, text: $text) {\n      id\n      seat\n      text\n      at\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StartMatch($lobbyId: ID!) {\n    startMatch(lobbyId: $lobbyId) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation StartMatch($lobbyId: ID!) {\n    startMatch(lobbyId: $lobbyId) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MatchPlayerFields on MatchPlayer {\n    seat\n    bot\n    away\n    resigned\n    score\n    winner\n    rank\n    user {\n      id\n      username\n    }\n  }\n"): (typeof documents)["\n  fragment MatchPlayerFields on MatchPlayer {\n    seat\n    bot\n    away\n    resigned\n    score\n    winner\n    rank\n    user {\n      id\n      username\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MatchSummaryFields on Match {\n    id\n    status\n    createdAt\n    endedAt\n    deadline\n    toAct\n    viewerSeat\n    moveCount\n    game {\n      id\n      name\n    }\n    players {\n      ...MatchPlayerFields\n    }\n  }\n"): (typeof documents)["\n  fragment MatchSummaryFields on Match {\n    id\n    status\n    createdAt\n    endedAt\n    deadline\n    toAct\n    viewerSeat\n    moveCount\n    game {\n      id\n      name\n    }\n    players {\n      ...MatchPlayerFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MatchCoreFields on Match {\n    id\n    status\n    version\n    toAct\n    mayAct\n    viewerSeat\n    viewerSeats\n    view\n    seatMoves {\n      seat\n      moves\n      prompt\n      choices {\n        label\n        group\n        short\n        cards\n        move\n      }\n      blocked {\n        cards\n        reason\n      }\n    }\n    deadline\n    result\n    createdAt\n    endedAt\n    seedHash\n    seed\n    moveCount\n    game {\n      id\n      name\n      chatPhrases\n    }\n    players {\n      ...MatchPlayerFields\n    }\n    timeControl {\n      kind\n      seconds\n      hours\n    }\n    lobby {\n      id\n    }\n    rated\n    casualReason\n    endReason\n    mayResign\n    mayAbort\n    mayOfferDraw\n    drawOffers\n    campaignGame\n    campaign {\n      id\n      gamesTotal\n      status\n    }\n    logSinceMyMove\n  }\n"): (typeof documents)["\n  fragment MatchCoreFields on Match {\n    id\n    status\n    version\n    toAct\n    mayAct\n    viewerSeat\n    viewerSeats\n    view\n    seatMoves {\n      seat\n      moves\n      prompt\n      choices {\n        label\n        group\n        short\n        cards\n        move\n      }\n      blocked {\n        cards\n        reason\n      }\n    }\n    deadline\n    result\n    createdAt\n    endedAt\n    seedHash\n    seed\n    moveCount\n    game {\n      id\n      name\n      chatPhrases\n    }\n    players {\n      ...MatchPlayerFields\n    }\n    timeControl {\n      kind\n      seconds\n      hours\n    }\n    lobby {\n      id\n    }\n    rated\n    casualReason\n    endReason\n    mayResign\n    mayAbort\n    mayOfferDraw\n    drawOffers\n    campaignGame\n    campaign {\n      id\n      gamesTotal\n      status\n    }\n    logSinceMyMove\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MatchFields on Match {\n    ...MatchCoreFields\n    log(last: 40) {\n      edges {\n        node {\n          seq\n          seat\n          text\n          at\n        }\n      }\n      pageInfo {\n        hasPreviousPage\n        startCursor\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment MatchFields on Match {\n    ...MatchCoreFields\n    log(last: 40) {\n      edges {\n        node {\n          seq\n          seat\n          text\n          at\n        }\n      }\n      pageInfo {\n        hasPreviousPage\n        startCursor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MatchChat($id: ID!) {\n    match(id: $id) {\n      id\n      chat(last: 50) {\n        edges {\n          node {\n            id\n            seat\n            text\n            at\n            user {\n              id\n              username\n            }\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query MatchChat($id: ID!) {\n    match(id: $id) {\n      id\n      chat(last: 50) {\n        edges {\n          node {\n            id\n            seat\n            text\n            at\n            user {\n              id\n              username\n            }\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Match($id: ID!) {\n    match(id: $id) {\n      ...MatchFields\n    }\n  }\n"): (typeof documents)["\n  query Match($id: ID!) {\n    match(id: $id) {\n      ...MatchFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription MatchUpdated($matchId: ID!) {\n    matchUpdated(matchId: $matchId) {\n      ...MatchCoreFields\n      logUpdate(last: 100) {\n        from\n        total\n        startCursor\n        lines {\n          seq\n          seat\n          text\n          at\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  subscription MatchUpdated($matchId: ID!) {\n    matchUpdated(matchId: $matchId) {\n      ...MatchCoreFields\n      logUpdate(last: 100) {\n        from\n        total\n        startCursor\n        lines {\n          seq\n          seat\n          text\n          at\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubmitMove($matchId: ID!, $expectedVersion: Int!, $move: JSON!, $seat: Int) {\n    submitMove(matchId: $matchId, expectedVersion: $expectedVersion, move: $move, seat: $seat) {\n      ...MatchFields\n    }\n  }\n"): (typeof documents)["\n  mutation SubmitMove($matchId: ID!, $expectedVersion: Int!, $move: JSON!, $seat: Int) {\n    submitMove(matchId: $matchId, expectedVersion: $expectedVersion, move: $move, seat: $seat) {\n      ...MatchFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Resign($matchId: ID!) {\n    resign(matchId: $matchId) {\n      ...MatchFields\n    }\n  }\n"): (typeof documents)["\n  mutation Resign($matchId: ID!) {\n    resign(matchId: $matchId) {\n      ...MatchFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AbortMatch($matchId: ID!) {\n    abortMatch(matchId: $matchId) {\n      ...MatchFields\n    }\n  }\n"): (typeof documents)["\n  mutation AbortMatch($matchId: ID!) {\n    abortMatch(matchId: $matchId) {\n      ...MatchFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation OfferDraw($matchId: ID!) {\n    offerDraw(matchId: $matchId) {\n      ...MatchFields\n    }\n  }\n"): (typeof documents)["\n  mutation OfferDraw($matchId: ID!) {\n    offerDraw(matchId: $matchId) {\n      ...MatchFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeclineDraw($matchId: ID!) {\n    declineDraw(matchId: $matchId) {\n      ...MatchFields\n    }\n  }\n"): (typeof documents)["\n  mutation DeclineDraw($matchId: ID!) {\n    declineDraw(matchId: $matchId) {\n      ...MatchFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendChatMessage($matchId: ID!, $text: String!) {\n    sendChatMessage(matchId: $matchId, text: $text) {\n      id\n      seat\n      text\n      at\n    }\n  }\n"): (typeof documents)["\n  mutation SendChatMessage($matchId: ID!, $text: String!) {\n    sendChatMessage(matchId: $matchId, text: $text) {\n      id\n      seat\n      text\n      at\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Rematch($matchId: ID!) {\n    rematch(matchId: $matchId) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation Rematch($matchId: ID!) {\n    rematch(matchId: $matchId) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MatchRematch($id: ID!) {\n    match(id: $id) {\n      id\n      rematch {\n        id\n        status\n        viewerRemoved\n        host {\n          id\n          username\n        }\n        players {\n          seat\n          user {\n            id\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query MatchRematch($id: ID!) {\n    match(id: $id) {\n      id\n      rematch {\n        id\n        status\n        viewerRemoved\n        host {\n          id\n          username\n        }\n        players {\n          seat\n          user {\n            id\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Replay($id: ID!, $step: Int!) {\n    match(id: $id) {\n      id\n      status\n      moveCount\n      result\n      seed\n      seedHash\n      game {\n        id\n        name\n      }\n      players {\n        ...MatchPlayerFields\n      }\n      replay(step: $step) {\n        step\n        move\n        seat\n        label\n        by\n        view\n        log {\n          seq\n          seat\n          text\n          at\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query Replay($id: ID!, $step: Int!) {\n    match(id: $id) {\n      id\n      status\n      moveCount\n      result\n      seed\n      seedHash\n      game {\n        id\n        name\n      }\n      players {\n        ...MatchPlayerFields\n      }\n      replay(step: $step) {\n        step\n        move\n        seat\n        label\n        by\n        view\n        log {\n          seq\n          seat\n          text\n          at\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyActiveMatches {\n    myActiveMatches(first: 20) {\n      ...MatchSummaryFields\n    }\n  }\n"): (typeof documents)["\n  query MyActiveMatches {\n    myActiveMatches(first: 20) {\n      ...MatchSummaryFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Matches(\n    $username: String\n    $gameId: ID\n    $status: MatchStatus\n    $result: MatchResultFilter\n    $first: Int\n    $after: String\n  ) {\n    matches(username: $username, gameId: $gameId, status: $status, result: $result, first: $first, after: $after) {\n      edges {\n        cursor\n        node {\n          ...MatchSummaryFields\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"): (typeof documents)["\n  query Matches(\n    $username: String\n    $gameId: ID\n    $status: MatchStatus\n    $result: MatchResultFilter\n    $first: Int\n    $after: String\n  ) {\n    matches(username: $username, gameId: $gameId, status: $status, result: $result, first: $first, after: $after) {\n      edges {\n        cursor\n        node {\n          ...MatchSummaryFields\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UserProfile($username: String!) {\n    user(username: $username) {\n      id\n      username\n      createdAt\n      record {\n        played\n        wins\n        losses\n      }\n      ratings {\n        rating\n        deviation\n        matches\n        game {\n          id\n          name\n          mode\n        }\n      }\n    }\n    matches(username: $username, first: 10) {\n      edges {\n        cursor\n        node {\n          ...MatchSummaryFields\n        }\n      }\n    }\n    campaigns(username: $username, first: 10) {\n      edges {\n        node {\n          id\n          status\n          gamesTotal\n          score\n          rating\n          nextGame\n          createdAt\n          game {\n            id\n            name\n          }\n          games {\n            number\n            finished\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query UserProfile($username: String!) {\n    user(username: $username) {\n      id\n      username\n      createdAt\n      record {\n        played\n        wins\n        losses\n      }\n      ratings {\n        rating\n        deviation\n        matches\n        game {\n          id\n          name\n          mode\n        }\n      }\n    }\n    matches(username: $username, first: 10) {\n      edges {\n        cursor\n        node {\n          ...MatchSummaryFields\n        }\n      }\n    }\n    campaigns(username: $username, first: 10) {\n      edges {\n        node {\n          id\n          status\n          gamesTotal\n          score\n          rating\n          nextGame\n          createdAt\n          game {\n            id\n            name\n          }\n          games {\n            number\n            finished\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Leaderboard($gameId: ID!, $first: Int, $after: String, $board: LeaderboardBoard) {\n    game(id: $gameId) {\n      id\n      name\n      mode\n      campaignGames\n    }\n    leaderboard(gameId: $gameId, first: $first, after: $after, board: $board) {\n      edges {\n        cursor\n        node {\n          rank\n          rating\n          deviation\n          score\n          matches\n          wins\n          winRate\n          user {\n            id\n            username\n          }\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"): (typeof documents)["\n  query Leaderboard($gameId: ID!, $first: Int, $after: String, $board: LeaderboardBoard) {\n    game(id: $gameId) {\n      id\n      name\n      mode\n      campaignGames\n    }\n    leaderboard(gameId: $gameId, first: $first, after: $after, board: $board) {\n      edges {\n        cursor\n        node {\n          rank\n          rating\n          deviation\n          score\n          matches\n          wins\n          winRate\n          user {\n            id\n            username\n          }\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ApiTokens {\n    apiTokens {\n      id\n      name\n      createdAt\n      lastUsedAt\n      scopes\n    }\n  }\n"): (typeof documents)["\n  query ApiTokens {\n    apiTokens {\n      id\n      name\n      createdAt\n      lastUsedAt\n      scopes\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateApiToken($name: String!, $scopes: [ApiTokenScope!]) {\n    createApiToken(name: $name, scopes: $scopes) {\n      token\n      name\n      apiToken {\n        id\n        name\n        createdAt\n        lastUsedAt\n        scopes\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CreateApiToken($name: String!, $scopes: [ApiTokenScope!]) {\n    createApiToken(name: $name, scopes: $scopes) {\n      token\n      name\n      apiToken {\n        id\n        name\n        createdAt\n        lastUsedAt\n        scopes\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RevokeApiToken($id: ID!) {\n    revokeApiToken(id: $id)\n  }\n"): (typeof documents)["\n  mutation RevokeApiToken($id: ID!) {\n    revokeApiToken(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Sessions {\n    sessions {\n      id\n      createdAt\n      lastUsedAt\n      userAgent\n      address\n      current\n    }\n  }\n"): (typeof documents)["\n  query Sessions {\n    sessions {\n      id\n      createdAt\n      lastUsedAt\n      userAgent\n      address\n      current\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RevokeSession($id: ID!) {\n    revokeSession(id: $id)\n  }\n"): (typeof documents)["\n  mutation RevokeSession($id: ID!) {\n    revokeSession(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LogOutEverywhere($includeApiTokens: Boolean) {\n    logOutEverywhere(includeApiTokens: $includeApiTokens)\n  }\n"): (typeof documents)["\n  mutation LogOutEverywhere($includeApiTokens: Boolean) {\n    logOutEverywhere(includeApiTokens: $includeApiTokens)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangePassword($currentPassword: String!, $newPassword: String!) {\n    changePassword(currentPassword: $currentPassword, newPassword: $newPassword)\n  }\n"): (typeof documents)["\n  mutation ChangePassword($currentPassword: String!, $newPassword: String!) {\n    changePassword(currentPassword: $currentPassword, newPassword: $newPassword)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Campaign($id: ID!) {\n    campaign(id: $id) {\n      id\n      status\n      options\n      gamesTotal\n      score\n      scoreLines\n      rating\n      nextGame\n      private\n      createdAt\n      endedAt\n      game {\n        id\n        name\n      }\n      players {\n        seat\n        bot\n        user {\n          id\n          username\n        }\n      }\n      games {\n        number\n        finished\n        won\n        score\n        summary\n        match {\n          id\n          status\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query Campaign($id: ID!) {\n    campaign(id: $id) {\n      id\n      status\n      options\n      gamesTotal\n      score\n      scoreLines\n      rating\n      nextGame\n      private\n      createdAt\n      endedAt\n      game {\n        id\n        name\n      }\n      players {\n        seat\n        bot\n        user {\n          id\n          username\n        }\n      }\n      games {\n        number\n        finished\n        won\n        score\n        summary\n        match {\n          id\n          status\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ContinueCampaign($campaignId: ID!) {\n    continueCampaign(campaignId: $campaignId) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation ContinueCampaign($campaignId: ID!) {\n    continueCampaign(campaignId: $campaignId) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Preferences {\n    viewer {\n      id\n      preferences {\n        autoPass\n        email\n        emailNotify\n      }\n    }\n  }\n"): (typeof documents)["\n  query Preferences {\n    viewer {\n      id\n      preferences {\n        autoPass\n        email\n        emailNotify\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdatePreferences($input: PreferencesInput!) {\n    updatePreferences(input: $input) {\n      autoPass\n      email\n      emailNotify\n    }\n  }\n"): (typeof documents)["\n  mutation UpdatePreferences($input: PreferencesInput!) {\n    updatePreferences(input: $input) {\n      autoPass\n      email\n      emailNotify\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Awaiting {\n    myActiveMatches(first: 100) {\n      id\n      toAct\n      viewerSeats\n      version\n      game {\n        id\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  query Awaiting {\n    myActiveMatches(first: 100) {\n      id\n      toAct\n      viewerSeats\n      version\n      game {\n        id\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MatchLogPage($id: ID!, $last: Int!, $before: String) {\n    match(id: $id) {\n      id\n      log(last: $last, before: $before) {\n        edges {\n          node {\n            seq\n            seat\n            text\n            at\n          }\n        }\n        pageInfo {\n          hasPreviousPage\n          startCursor\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query MatchLogPage($id: ID!, $last: Int!, $before: String) {\n    match(id: $id) {\n      id\n      log(last: $last, before: $before) {\n        edges {\n          node {\n            seq\n            seat\n            text\n            at\n          }\n        }\n        pageInfo {\n          hasPreviousPage\n          startCursor\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ChallengeFields on Challenge {\n    id\n    status\n    createdAt\n    challenger {\n      id\n      username\n    }\n    challenged {\n      id\n      username\n    }\n    lobby {\n      id\n      seats\n      status\n      game {\n        id\n        name\n      }\n      match {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment ChallengeFields on Challenge {\n    id\n    status\n    createdAt\n    challenger {\n      id\n      username\n    }\n    challenged {\n      id\n      username\n    }\n    lobby {\n      id\n      seats\n      status\n      game {\n        id\n        name\n      }\n      match {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyChallenges {\n    myChallenges(first: 20) {\n      edges {\n        node {\n          ...ChallengeFields\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query MyChallenges {\n    myChallenges(first: 20) {\n      edges {\n        node {\n          ...ChallengeFields\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Challenge($username: String!, $input: CreateLobbyInput!) {\n    challenge(username: $username, input: $input) {\n      ...ChallengeFields\n    }\n  }\n"): (typeof documents)["\n  mutation Challenge($username: String!, $input: CreateLobbyInput!) {\n    challenge(username: $username, input: $input) {\n      ...ChallengeFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AcceptChallenge($id: ID!) {\n    acceptChallenge(id: $id) {\n      ...ChallengeFields\n    }\n  }\n"): (typeof documents)["\n  mutation AcceptChallenge($id: ID!) {\n    acceptChallenge(id: $id) {\n      ...ChallengeFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeclineChallenge($id: ID!) {\n    declineChallenge(id: $id) {\n      ...ChallengeFields\n    }\n  }\n"): (typeof documents)["\n  mutation DeclineChallenge($id: ID!) {\n    declineChallenge(id: $id) {\n      ...ChallengeFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelChallenge($id: ID!) {\n    cancelChallenge(id: $id) {\n      ...ChallengeFields\n    }\n  }\n"): (typeof documents)["\n  mutation CancelChallenge($id: ID!) {\n    cancelChallenge(id: $id) {\n      ...ChallengeFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription ChallengeEvents {\n    events {\n      kind\n      challenge {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  subscription ChallengeEvents {\n    events {\n      kind\n      challenge {\n        id\n      }\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;