// The users collection PocketBase creates, shaped for the Gallery: a display name of at most
// 80 characters, an image avatar of at most 5 MB, and email links that open the Gallery's own
// routes instead of PocketBase's dashboard.
const IMAGE_TYPES = ["image/jpeg", "image/png", "image/webp", "image/gif", "image/avif"];

migrate(
  (app) => {
    const users = app.findCollectionByNameOrId("users");

    const name = users.fields.getByName("name");
    name.max = 80;

    const avatar = users.fields.getByName("avatar");
    avatar.maxSelect = 1;
    avatar.maxSize = 5 * 1024 * 1024;
    avatar.mimeTypes = IMAGE_TYPES;
    avatar.thumbs = ["100x100"];

    users.verificationTemplate.body = emailBody(
      "Thank you for joining {APP_NAME}. Confirm your email address to finish signing up.",
      "{APP_URL}/verify-email?token={TOKEN}",
      "Verify email",
      "If you didn't sign up, you can ignore this email.",
    );
    users.resetPasswordTemplate.body = emailBody(
      "Someone (hopefully you) asked to reset your {APP_NAME} password.",
      "{APP_URL}/reset-password?token={TOKEN}",
      "Choose a new password",
      "If you didn't ask for this, you can ignore this email; your password stays as it is.",
    );
    users.confirmEmailChangeTemplate.body = emailBody(
      "Confirm this address as the new email of your {APP_NAME} account.",
      "{APP_URL}/confirm-email-change?token={TOKEN}",
      "Confirm new email",
      "If you didn't ask for this, you can ignore this email.",
    );

    app.save(users);

    function emailBody(intro, link, action, footer) {
      return [
        "<p>Hello,</p>",
        `<p>${intro}</p>`,
        `<p><a class="btn" href="${link}" target="_blank" rel="noopener">${action}</a></p>`,
        `<p>Or open this link: ${link}</p>`,
        `<p><i>${footer}</i></p>`,
        "<p>Thanks,<br/>{APP_NAME}</p>",
      ].join("\n");
    }
  },
  (app) => {
    const users = app.findCollectionByNameOrId("users");
    users.fields.getByName("name").max = 255;
    const avatar = users.fields.getByName("avatar");
    avatar.maxSize = 0;
    avatar.mimeTypes = ["image/jpeg", "image/png", "image/svg+xml", "image/gif", "image/webp"];
    avatar.thumbs = [];
    app.save(users);
  },
);
