import type { ReactNode } from "react";
import Avatar from "@mui/material/Avatar";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import CardActions from "@mui/material/CardActions";
import CardContent from "@mui/material/CardContent";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import MailOutline from "@mui/icons-material/MailOutline";
import ReceiptLongOutlined from "@mui/icons-material/ReceiptLongOutlined";
import { useTranslation } from "react-i18next";
import { customerInitials, type Customer } from "@/domain/customers";
import { DetailFields } from "@/components/detail-fields";

/** One customer of the User List: initials, first name, last name, e-mail and the card's actions. */
export function UserCard({
  customer,
  onSendEmail,
  onViewOrders,
}: {
  customer: Customer;
  onSendEmail: () => void;
  onViewOrders?: () => void;
}) {
  const { t } = useTranslation();
  // Each action is a small button whose accessible name says whose e-mail it acts on.
  const actions: { key: string; ariaKey: string; icon: ReactNode; onClick: () => void; variant?: "contained" }[] = [
    { key: "sendEmail", ariaKey: "sendEmailTo", icon: <MailOutline />, onClick: onSendEmail, variant: "contained" },
    ...(onViewOrders ? [{ key: "viewOrders", ariaKey: "viewOrdersOf", icon: <ReceiptLongOutlined />, onClick: onViewOrders }] : []),
  ];
  const name = [customer.first_name_en, customer.last_name_en].filter((part) => part?.trim()).join(" ");
  return (
    <Card
      variant="outlined"
      component="article"
      aria-label={name || customer.email}
      sx={{ height: "100%", display: "flex", flexDirection: "column" }}
    >
      <CardContent sx={{ flexGrow: 1 }}>
        <Stack direction="row" spacing={2} sx={{ alignItems: "center", mb: 2 }}>
          <Avatar aria-hidden sx={{ bgcolor: "primary.main", fontWeight: 600 }}>
            {customerInitials(customer)}
          </Avatar>
          {/* The users tab lists the cards right under the page's h1. */}
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, minWidth: 0, overflowWrap: "anywhere" }}>
            {name || customer.email}
          </Typography>
        </Stack>
        <DetailFields
          columns={1}
          fields={[
            { key: "first", label: t("users.fields.firstName"), value: customer.first_name_en },
            { key: "last", label: t("users.fields.lastName"), value: customer.last_name_en },
            { key: "email", label: t("users.fields.email"), value: <span dir="ltr">{customer.email}</span> },
          ]}
        />
      </CardContent>
      <CardActions sx={{ flexWrap: "wrap", gap: 1, px: 2, pb: 2 }}>
        {actions.map((action) => (
          <Button
            key={action.key}
            size="small"
            variant={action.variant}
            startIcon={action.icon}
            onClick={action.onClick}
            aria-label={t(`users.actions.${action.ariaKey}`, { email: customer.email })}
          >
            {t(`users.actions.${action.key}`)}
          </Button>
        ))}
      </CardActions>
    </Card>
  );
}
