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
        <Button
          size="small"
          variant="contained"
          startIcon={<MailOutline />}
          onClick={onSendEmail}
          aria-label={t("users.actions.sendEmailTo", { email: customer.email })}
        >
          {t("users.actions.sendEmail")}
        </Button>
        {onViewOrders ? (
          <Button
            size="small"
            startIcon={<ReceiptLongOutlined />}
            onClick={onViewOrders}
            aria-label={t("users.actions.viewOrdersOf", { email: customer.email })}
          >
            {t("users.actions.viewOrders")}
          </Button>
        ) : null}
      </CardActions>
    </Card>
  );
}
