import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Box, Button, LinearProgress, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { uploadWithProgress } from './billing-api';

/** A file picker that uploads at once with a progress bar, then reports the stored file's id. */
export function UploadWithProgress({
  path,
  field,
  label,
  accept,
  onUploaded,
}: {
  path: string;
  field: string;
  label: string;
  accept: string;
  onUploaded: (file: { id: number; filename: string; size: number } | null) => void;
}) {
  const translate = useTranslate();
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [name, setName] = useState<string | null>(null);
  return (
    <Box sx={{ my: 1 }}>
      <Button component="label" variant="outlined" startIcon={<UploadFileIcon />}>
        {label}
        <input
          hidden
          type="file"
          accept={accept}
          aria-label={label}
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (!file) return;
            const form = new FormData();
            form.append(field, file);
            setError(null);
            setName(file.name);
            setProgress(0);
            onUploaded(null);
            uploadWithProgress<{ id: number; filename: string; size: number }>(path, form, setProgress)
              .then(onUploaded)
              .catch((caught: Error) => {
                setError(caught.message);
                setProgress(null);
              });
          }}
        />
      </Button>
      {progress !== null && (
        <Box sx={{ mt: 1 }}>
          <LinearProgress variant="determinate" value={progress} aria-label={translate('app.labels.uploadProgress')} />
          <Typography variant="caption">
            {name}: {progress === 100 ? 'subido' : `${progress}%`}
          </Typography>
        </Box>
      )}
      {error && (
        <Typography color="error" variant="body2" role="alert">
          {error}
        </Typography>
      )}
    </Box>
  );
}
