/** /agent until the console arrives (it comes with the payments area). */
export const agentPlaceholderPage = (enabled: boolean) => `<!doctype html>
<html lang="th">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>คอนโซลเอเย่นต์</title></head>
<body style="font-family: sans-serif; max-width: 40rem; margin: 3rem auto; padding: 0 1rem; line-height: 1.6">
<h1>คอนโซลเอเย่นต์</h1>
<p>หน้าคอนโซลสำหรับเอเย่นต์จะเปิดให้ใช้งานพร้อมกับส่วนการฝาก-ถอนเงิน</p>
<p>${
  enabled
    ? 'ระหว่างนี้ใช้งานผ่าน API ได้ที่ <code>/agent/*</code> โดยส่งส่วนหัว <code>Authorization: Bearer &lt;AGENT_API_KEY&gt;</code>'
    : 'ระบบเอเย่นต์ปิดอยู่ เพราะยังไม่ได้ตั้งค่า <code>AGENT_API_KEY</code>'
}</p>
</body>
</html>
`;
