import { useContext, useId } from "react";
import Button from "@mui/material/Button";
import type { SxProps, Theme } from "@mui/material/styles";
import WhatsAppIcon from "@mui/icons-material/WhatsApp";
import { useTranslation } from "react-i18next";
import { whatsappLink, whatsappNumber } from "@/domain/whatsapp";
import { StoreCountryContext } from "@/providers/i18n/store-country";

/**
 * "Message on WhatsApp" (issue 33): a wa.me link to the customer's number with `message` typed in,
 * opened in a new tab. The app sends nothing; the seller reads and sends it in WhatsApp. A local
 * number is dialled with the store country's code; nothing renders for a number that cannot be read.
 */
type Props = { contact: string | null | undefined; message: string; sx?: SxProps<Theme> };

export function WhatsAppLink({ contact, message, sx }: Props) {
  const { t } = useTranslation();
  const hintId = useId();
  const number = whatsappNumber(contact, useContext(StoreCountryContext));
  if (!number) return null;
  return (
    <>
      <Button
        size="small"
        variant="outlined"
        color="success"
        startIcon={<WhatsAppIcon />}
        href={whatsappLink(number, message)}
        target="_blank"
        rel="noopener noreferrer"
        aria-describedby={hintId}
        sx={sx}
      >
        {t("common.whatsapp.action")}
      </Button>
      <span id={hintId} hidden>
        {t("common.whatsapp.newTab")}
      </span>
    </>
  );
}
