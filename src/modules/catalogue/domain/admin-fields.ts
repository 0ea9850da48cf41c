/** Length of a product's display name and an organization's name, as the back-office edits them. */
export const NAME_LENGTH = { min: 3, max: 150 } as const;
