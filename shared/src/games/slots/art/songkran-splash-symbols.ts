/** สงกรานต์สาดโชค's symbols: bright festival colours on water blue. */
import { drawSymbols } from './draw-symbols.js';

export const songkranSplashSymbols = drawSymbols('songkran-splash', {
  tileTop: '#1c7ed6',
  tileBottom: '#0b3d91',
  main: '#ff6fae',
  shade: '#c2255c',
  gold: '#ffd43b',
  letters: ['#ffe066', '#ffffff', '#8ce99a', '#ffc078', '#d0bfff'],
});
