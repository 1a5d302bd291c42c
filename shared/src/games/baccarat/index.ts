/** Baccarat's pure core: cards, the fair shoe, the tableau, payouts, odds and roads. Shared by the table server and the verify panel. */
export * from './cards.js';
export * from './shoe-fair.js';
export * from './tableau.js';
export * from './shoe-deal.js';
export * from './payouts.js';
export * from './probabilities.js';
export * from './roads.js';
