// CI installs the PDF tools that several tests cross-check with (qpdf, poppler, OpenSSL, NSS, and
// LibreOffice for Word uploads). Those checks run only where the tool exists, so in CI
// (SIGNET_REQUIRE_TOOLS=1, set by .ci/run) a missing tool is a failure, not a silent skip.
import { describe, expect, it } from 'vitest';
import { hasTool } from './seal/tools';

const REQUIRED = ['qpdf', 'pdfsig', 'pdftoppm', 'pdftotext', 'pdfinfo', 'openssl', 'certutil', 'soffice'];

describe('external tools', () => {
  it.runIf(process.env.SIGNET_REQUIRE_TOOLS === '1')('are all installed in CI', () => {
    const missing = REQUIRED.filter((t) => !hasTool(t));
    expect(missing).toEqual([]);
  });
});
