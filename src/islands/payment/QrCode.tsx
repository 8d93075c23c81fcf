/** A QR code drawn in the browser (no third-party host), loaded only when a QR panel opens. */
import { useEffect, useState } from 'react';

interface Props {
  content: string;
  alt: string;
}

export default function QrCode({ content, alt }: Props) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void import('qrcode').then((qr) => qr.toDataURL(content, { margin: 1, width: 240, errorCorrectionLevel: 'M' })).then((url) => {
      if (live) setSrc(url);
    });
    return () => {
      live = false;
    };
  }, [content]);
  return src ? <img className="qr" src={src} alt={alt} width={240} height={240} /> : <div className="qr qr--loading" role="img" aria-label={alt} />;
}
