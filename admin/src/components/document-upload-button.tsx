import { DOCUMENT_EXTENSIONS } from '@domain/policies/domain/statuses';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Button } from '@mui/material';

const ACCEPT = DOCUMENT_EXTENSIONS.map((ext) => `.${ext}`).join(',');

/**
 * "Subir documento": a file picker limited to the document extensions of spec 03 §5 (the server checks the
 * content too) that hands the chosen file to `onFile`. The picker is cleared at once, so choosing the same
 * file again uploads it again. Policy documents and insurer documents both upload through it.
 */
export function DocumentUploadButton({
  sending,
  fileLabel,
  onFile,
}: {
  /** An upload is under way: the button waits ("Subiendo…"). */
  sending: boolean;
  /** The accessible name of the file input. */
  fileLabel: string;
  onFile: (file: File) => void;
}) {
  return (
    <Button component="label" variant="outlined" startIcon={<UploadFileIcon />} disabled={sending}>
      {sending ? 'Subiendo…' : 'Subir documento'}
      <input
        hidden
        type="file"
        accept={ACCEPT}
        aria-label={fileLabel}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) onFile(file);
        }}
      />
    </Button>
  );
}
