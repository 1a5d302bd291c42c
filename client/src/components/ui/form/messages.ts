/** Messages of the checks a form makes beyond its call's schema. */
export const PASSWORD_MISMATCH = 'รหัสผ่านทั้งสองช่องไม่ตรงกัน';
