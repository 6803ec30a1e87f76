/** German texts of the creators outcomes. No "ß" (Swiss market). */
export const CREATOR_MESSAGES = {
  notFound: 'Diese Moderatorin oder diesen Moderator gibt es nicht (mehr).',
} as const;
