/** พญานาคนำโชค's symbols: jade and emerald on night green. */
import { drawSymbols } from './draw-symbols.js';

export const nagaFortuneSymbols = drawSymbols('naga-fortune', {
  tileTop: '#0b3d3a',
  tileBottom: '#04201e',
  main: '#2fbf8f',
  shade: '#137255',
  gold: '#e0b341',
  letters: ['#ffd43b', '#63e6be', '#74c0fc', '#ff8787', '#e599f7'],
});
