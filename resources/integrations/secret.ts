/** Random integration secrets: 16 random bytes as 32 lower-case hex characters. */
export const SECRET_BYTES = 16;

export const randomSecret = () => {
    const bytes = new Uint8Array(SECRET_BYTES);
    crypto.getRandomValues(bytes);
    return Array.from(bytes, byte => byte.toString(16).padStart(2, '0')).join('');
};
