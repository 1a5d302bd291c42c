/**
 * How one slot payline pays when WILDs lead it, in the words a player reads:
 * exactly what games/src/slots/line-pay.ts does (the better of the WILD run
 * and the symbol run, a tie to the symbol, and the line labelled with what it
 * paid). The game's info panel and /fairness both say it, so it is written once.
 */
export const SLOT_LINE_RULE =
  'ไลน์หนึ่งจ่ายรางวัลเดียว ไวลด์ที่เรียงกันจากวงล้อซ้ายสุดนับได้สองแบบ: เป็นรางวัลของไวลด์เอง หรือแทนสัญลักษณ์แรกที่ไม่ใช่ไวลด์ (ไวลด์ทั้งก่อนและหลังสัญลักษณ์นั้นนับรวมในแถวด้วย) ถ้าได้รางวัลทั้งสองแบบ ไลน์จ่ายแบบที่อัตราจ่ายสูงกว่า ถ้าเท่ากันจ่ายเป็นสัญลักษณ์นั้น ผลของไลน์แสดงชื่อและจำนวนช่องของแบบที่จ่าย เช่น ไวลด์ ไวลด์ ไวลด์ A A จ่ายเป็น "A 5 ช่อง" หรือ "ไวลด์ 3 ช่อง" แล้วแต่แบบไหนจ่ายสูงกว่า';
