// A file picker with the console's upload rules (R-VAL-3): an optional count limit with an exceed
// handler; a single file unless `multiple`. Files go to `onFiles`; the caller uploads them with the
// request module's upload mode (field `file`, POST — R-CONST-4).
import { useRef, type ReactNode } from 'react';
import { Button } from 'antd';
import { acceptFiles } from '@chelian/core';
import { limitedUploadTexts as texts } from '../texts';

export interface LimitedUploadProps {
  multiple?: boolean;
  limit?: number;
  /** Files chosen before (they count against the limit). */
  existingCount?: number;
  accept?: string;
  onExceed?: (files: File[], existingCount: number) => void;
  onFiles: (files: File[]) => void;
  children?: ReactNode;
  disabled?: boolean;
  /** A small link button (a card's or a row's actions), not a bordered one. */
  link?: boolean;
}

export function LimitedUpload({ multiple, limit, existingCount = 0, accept, onExceed, onFiles, children, disabled, link }: LimitedUploadProps) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <input
        ref={input}
        type="file"
        name="file"
        hidden
        data-testid="limited-upload-input"
        multiple={multiple}
        accept={accept}
        onChange={(e) => {
          const chosen = acceptFiles(Array.from(e.target.files ?? []), {
            multiple,
            ...(limit !== undefined ? { limit } : {}),
            existingCount,
            ...(onExceed ? { onExceed } : {}),
          });
          e.target.value = '';
          if (chosen.length) onFiles(chosen);
        }}
      />
      <Button disabled={disabled} onClick={() => input.current?.click()} {...(link ? { type: 'link' as const, size: 'small' as const } : {})}>
        {children ?? texts.choose}
      </Button>
    </>
  );
}
