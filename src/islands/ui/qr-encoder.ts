/**
 * The QR encoder, on its own: QrCode.tsx imports this module dynamically, so the encoder
 * is a chunk of its own (`qr-encoder.*.js`) that loads only when a QR code is shown, with a
 * stable name the browser tests can block to check the way forward when it cannot load.
 */
export { toDataURL } from 'qrcode';
