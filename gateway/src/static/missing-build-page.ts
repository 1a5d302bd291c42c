/** Shown at `/` when the client build is missing (npm start builds it; a bare gateway start does not). */
export const missingBuildPage = `<!doctype html>
<html lang="th">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>ยังไม่ได้สร้างหน้าเว็บ</title></head>
<body style="font-family: sans-serif; max-width: 40rem; margin: 3rem auto; padding: 0 1rem; line-height: 1.6">
<h1>ยังไม่พบไฟล์หน้าเว็บ</h1>
<p>เซิร์ฟเวอร์ทำงานอยู่ แต่ยังไม่ได้สร้างหน้าเว็บ กรุณารันคำสั่ง <code>npm run build</code> แล้วโหลดหน้านี้ใหม่
(คำสั่ง <code>npm start</code> จะสร้างให้โดยอัตโนมัติ)</p>
</body>
</html>
`;
