import type { server } from './en-server';

/** The server's text messages and emails (twin of en-server.ts). */
export const serverEs: typeof server = {
  accounts: {
    sms: {
      code: '{{code}} es su código de {{siteName}}. Sirve por {{minutes}} minutos. No se lo dé a nadie.',
      existingAccount:
        'Alguien trató de registrarse en {{siteName}} con su número. Usted ya tiene una cuenta. Si fue usted, entre aquí: {{signInUrl}}',
    },
    emails: {
      verificationCode: {
        subject: 'Su código de verificación de {{siteName}}: {{code}}',
        body: 'Hola, {{name}}:\n\n¡Le damos la bienvenida a {{siteName}}! Su código de verificación es:\n\n{{code}}\n\nEscríbalo en la página de verificación para activar su cuenta: {{verifyUrl}}\nEl código sirve por 60 minutos y se puede usar una sola vez.\n\nSi usted no creó una cuenta en {{siteName}}, no haga caso a este correo.',
      },
      existingAccount: {
        subject: 'Alguien trató de registrarse en {{siteName}} con su correo',
        body: 'Hola, {{name}}:\n\nAlguien, tal vez usted, trató de crear una cuenta nueva de {{siteName}} con este correo. Usted ya tiene una cuenta, así que no cambiamos nada.\n\nEntrar: {{signInUrl}}\n¿Olvidó su contraseña? Cámbiela aquí: {{resetUrl}}\n\nSi no fue usted, no haga caso a este correo.',
      },
      welcome: {
        subject: '¡Le damos la bienvenida a {{siteName}}!',
        body: 'Hola, {{name}}:\n\nSu correo está verificado y su cuenta de {{siteName}} está lista.\n\nBusque trabajo por día cerca de usted, o publique un trabajo gratis: {{siteUrl}}\n\n¿Necesita ayuda? Escriba a {{supportEmail}}.',
      },
      resetCode: {
        subject: 'Su código para cambiar la contraseña de {{siteName}}: {{code}}',
        body: 'Hola, {{name}}:\n\nRecibimos un pedido para cambiar la contraseña de su cuenta de {{siteName}}. Su código es:\n\n{{code}}\n\nEscríbalo con su contraseña nueva aquí: {{resetUrl}}\nEl código sirve por 60 minutos y se puede usar una sola vez. Al cambiar la contraseña se cierra su sesión en todos sus aparatos.\n\nSi usted no lo pidió, no haga caso a este correo: su contraseña sigue igual.',
      },
      changeEmailCode: {
        subject: 'Confirme su correo nuevo de {{siteName}}: {{code}}',
        body: 'Hola, {{name}}:\n\nPara usar este correo en su cuenta de {{siteName}}, escriba este código en su perfil:\n\n{{code}}\n\nEl código sirve por 60 minutos y se puede usar una sola vez.\n\nSi usted no lo pidió, no haga caso a este correo.',
      },
      emailInUse: {
        subject: 'Alguien trató de poner su correo en otra cuenta de {{siteName}}',
        body: 'Hola, {{name}}:\n\nAlguien, tal vez usted, trató de poner este correo en otra cuenta de {{siteName}}. El correo sigue en su cuenta y no cambiamos nada.\n\nSi no fue usted, no haga caso a este correo.',
      },
      deleteCode: {
        subject: 'Su código para borrar su cuenta de {{siteName}}: {{code}}',
        body: 'Hola, {{name}}:\n\nUsted pidió borrar su cuenta de {{siteName}}. Escriba este código en Ajustes para confirmar:\n\n{{code}}\n\nLa cuenta se borra al momento y no se puede deshacer: quitamos su perfil y cerramos sus trabajos. El código sirve por 60 minutos y se puede usar una sola vez.\n\nSi usted no lo pidió, cambie su contraseña: puede ser que alguien esté usando su cuenta.',
      },
    },
  },
  safety: {
    emails: {
      jobRemoved: {
        subject: 'Quitamos su trabajo "{{jobTitle}}"',
        body: 'Hola, {{name}}:\n\nNuestro equipo de revisión quitó su trabajo "{{jobTitle}}" de {{siteName}} porque no cumplía las reglas. Los trabajadores ya no lo pueden ver.\n\nUn trabajo no puede pedir dinero a los trabajadores (cuotas, depósitos, uniformes, capacitación), ni pedir códigos OTP o datos del banco, ni llevar la conversación a otras aplicaciones. Lea las reglas: {{safetyUrl}}\n\nSi cree que es un error, escríbanos: {{contactUrl}}',
      },
    },
  },
};
