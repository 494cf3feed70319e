/** The SMTP sender for the outbox, from the SMTP_* settings. */
import nodemailer from "nodemailer";
import type { MailSettings } from "../config";
import type { SendMail } from "./outbox";

export function smtpSender(settings: MailSettings): SendMail {
  const transport = nodemailer.createTransport({
    host: settings.host,
    port: settings.port,
    secure: settings.secure,
    ...(settings.user ? { auth: { user: settings.user, pass: settings.pass ?? "" } } : {}),
  });
  return async (message) => {
    await transport.sendMail({ from: settings.from, to: settings.to, ...message });
  };
}
