export const withdrawKeys = {
  all: ['withdraw'] as const,
  list: (page?: number) => (page === undefined ? (['withdraw', 'list'] as const) : (['withdraw', 'list', page] as const)),
};
