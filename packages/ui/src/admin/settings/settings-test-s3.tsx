import { isPocketkitError, s3TestFailure, type PocketkitError } from "@pocketkit/client";
import type { S3Filesystem } from "@pocketkit/hooks";
import { useId, useState } from "react";

import { useCatalogue } from "../../i18n/messages-context";
import { Button } from "../../primitives/button";
import { adminErrorMessage } from "../admin-error";
import { adminEn } from "../messages";

interface SettingsTestS3Props {
  filesystem: S3Filesystem;
  onTest: (filesystem: S3Filesystem) => Promise<unknown>;
  /** The tab has unsaved changes: PocketBase would test the saved settings, not these. */
  unsaved?: boolean;
  disabled?: boolean;
}

/** Asks PocketBase to write to the saved S3 bucket (files' or backups'), and says how it went. */
function SettingsTestS3({ filesystem, onTest, unsaved = false, disabled = false }: SettingsTestS3Props) {
  const t = useCatalogue(adminEn);
  const titleId = useId();
  const hintId = useId();
  const [pending, setPending] = useState(false);
  const [connected, setConnected] = useState(false);
  const [failure, setFailure] = useState<PocketkitError | null>(null);
  // A change to the settings makes what the last test found old news: cleared as it is made
  // (state adjusted during render, as React advises, rather than in an effect).
  const [wasUnsaved, setWasUnsaved] = useState(unsaved);
  if (unsaved !== wasUnsaved) {
    setWasUnsaved(unsaved);
    if (unsaved) {
      setConnected(false);
      setFailure(null);
    }
  }

  async function test() {
    setConnected(false);
    setFailure(null);
    setPending(true);
    try {
      await onTest(filesystem);
      setConnected(true);
    } catch (caught) {
      if (!isPocketkitError(caught)) throw caught;
      setFailure(caught);
    } finally {
      setPending(false);
    }
  }

  return (
    <div
      data-slot="settings-test-s3"
      role="group"
      aria-labelledby={titleId}
      className="pk:grid pk:gap-3 pk:rounded-lg pk:border pk:border-solid pk:border-border pk:p-4"
    >
      <div className="pk:grid pk:gap-1">
        <h3 id={titleId} className="pk:m-0 pk:text-base pk:font-semibold">
          {t("admin.settings.testS3.title")}
        </h3>
        <p id={hintId} className="pk:m-0 pk:text-sm pk:text-muted-foreground">
          {unsaved ? t("admin.settings.testS3.saveFirst") : t("admin.settings.testS3.lead")}
        </p>
      </div>
      <div className="pk:flex pk:flex-wrap pk:items-center pk:gap-3">
        <Button
          type="button"
          variant="outline"
          loading={pending}
          disabled={disabled || unsaved}
          aria-describedby={hintId}
          onClick={() => void test()}
        >
          {t("admin.settings.testS3.run")}
        </Button>
        <p role="status" className="pk:m-0 pk:text-sm pk:text-muted-foreground">
          {connected ? t("admin.settings.testS3.ok") : ""}
        </p>
      </div>
      {failure && <S3TestFailureMessage failure={failure} />}
    </div>
  );
}

/**
 * What a person can do about a failed test, from the S3 server's error code; PocketBase's whole
 * account (the key, the status, the S3 message) folded under it for whoever needs it.
 */
function S3TestFailureMessage({ failure }: { failure: PocketkitError }) {
  const t = useCatalogue(adminEn);
  if (failure.kind !== "validation") {
    return (
      <div role="alert" className="pk:grid pk:gap-1 pk:text-sm pk:text-destructive">
        <p className="pk:m-0 pk:font-medium">{t("admin.settings.testS3.failed")}</p>
        <p className="pk:m-0">{adminErrorMessage(failure, t)}</p>
      </div>
    );
  }
  const { reason, detail } = s3TestFailure(failure);
  return (
    <div role="alert" className="pk:grid pk:gap-1 pk:text-sm">
      <p className="pk:m-0 pk:font-medium pk:text-destructive">{t("admin.settings.testS3.failed")}</p>
      {reason !== "other" && (
        <p className="pk:m-0 pk:text-destructive">{t(`admin.settings.testS3.reason.${reason}`)}</p>
      )}
      <details className="pk:text-muted-foreground" open={reason === "other"}>
        <summary className="pk:cursor-pointer">{t("admin.settings.testS3.details")}</summary>
        <p className="pk:m-0 pk:mt-1 pk:break-words pk:whitespace-pre-line">{detail}</p>
      </details>
    </div>
  );
}

export { SettingsTestS3 };
export type { SettingsTestS3Props };
