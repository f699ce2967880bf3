import { contentDisposition, safeFileName, withExtension } from '../content-disposition';

describe('safeFileName', () => {
  it('keeps only the last path segment and drops dot prefixes', () => {
    expect(safeFileName('../../etc/passwd')).toBe('passwd');
    expect(safeFileName('..\\..\\windows\\win.ini')).toBe('win.ini');
    expect(safeFileName('...')).toBe('attachment');
    expect(safeFileName('.htaccess')).toBe('htaccess');
  });

  it('removes control characters, quotes and bidi overrides but keeps Devanagari', () => {
    expect(safeFileName('शिकायत\r\n"पत्र".pdf')).toBe('शिकायतपत्र.pdf');
    expect(safeFileName('invoice\u202Efdp.exe')).toBe('invoicefdp.exe');
  });

  it('replaces the extension by the one judged from content', () => {
    expect(withExtension('photo.pdf', 'png')).toBe('photo.png');
    expect(withExtension('noext', 'jpg')).toBe('noext.jpg');
  });
});

describe('contentDisposition', () => {
  it('carries an ASCII fallback and the UTF-8 name per RFC 5987', () => {
    expect(contentDisposition('आवेदन पत्र.pdf')).toBe(
      `attachment; filename="_ _.pdf"; filename*=UTF-8''${encodeURIComponent('आवेदन पत्र.pdf')}`,
    );
  });

  it('cannot be broken out of by quotes, semicolons or new lines', () => {
    const header = contentDisposition('a";\r\nSet-Cookie: x=1;.pdf');
    expect(header).not.toMatch(/[\r\n]/);
    expect(header.match(/"/g)).toHaveLength(2);
    expect(decodeURIComponent(header.split("UTF-8''")[1])).toBe('aSet-Cookie x=1.pdf');
  });
});
