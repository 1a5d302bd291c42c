/** วัดทองมหาโชค's symbols: temple gold on deep red. */
import { drawSymbols } from './draw-symbols.js';

export const thaiTempleSymbols = drawSymbols('thai-temple', {
  tileTop: '#7a1020',
  tileBottom: '#3d0610',
  main: '#f2c14e',
  shade: '#b07d12',
  gold: '#e0a91c',
  letters: ['#ff6b6b', '#4dabf7', '#69db7c', '#ffa94d', '#da77f2'],
});
