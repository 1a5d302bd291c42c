/**
 * Thai texts the product shows. Spec section 8 texts are kept letter for letter:
 * tests compare them with the spec.
 */
export const TH = {
  logoutConfirm: {
    title: 'หมายเหตุ',
    text: 'คุณแน่ใจหรือไม่ ที่จะออกจากระบบ',
    confirm: 'ใช่แล้ว',
    cancel: 'ยังอยู่กับเรา',
  },
  logoutSuccess: 'ออกจากระบบเรียบร้อย',
  gameLinkErrorTitle: 'พบบางอย่างผิดปกติ',
  sessionExpired: 'เซสชันหมดอายุ กรุณาลองใหม่อีกครั้ง',
  announcementTitle: (current: number, total: number) => `ประกาศสำคัญ ( ${current} / ${total} )`,
  noNotifications: 'ไม่มีประกาศในขณะนี้',
  errorPage: {
    // The spec's texts, shown under their Thai.
    notFound: 'Not Found',
    other: 'An error occurred',
    pageNotFound: 'This page could not be found',
    notFoundTh: 'ไม่พบหน้านี้',
    otherTh: 'เกิดข้อผิดพลาด',
    pageNotFoundTh: 'ลิงก์อาจไม่ถูกต้อง หรือหน้านี้ถูกย้ายไปแล้ว',
    goHome: 'กลับหน้าหลัก',
  },
  welcome: (username: string) => `ยินดีต้อนรับ ${username}`,
} as const;
