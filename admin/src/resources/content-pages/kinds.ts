export const kindChoices = [
  { id: 'information', name: 'Página de información' },
  { id: 'blog', name: 'Artículo del blog' },
];
