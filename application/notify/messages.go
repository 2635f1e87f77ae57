// Package notify writes the e-mails RadScribe sends, in English, as ports.Message values with
// an HTML and an equivalent plain-text body. The functions are pure; sending is the caller's.
package notify

import (
	"time"

	"github.com/radscribe/radscribe/ports"
)

// VerificationCode carries the code that confirms a new account's address. The code stays out
// of the subject, which lock screens and notifications show to anyone nearby.
func VerificationCode(to, firstName, code string, validFor time.Duration) ports.Message {
	return email{
		Subject:  "Your RadScribe verification code",
		Greeting: greeting(firstName),
		Intro:    []string{"Enter this code to verify your e-mail address and finish creating your RadScribe account:"},
		Code:     code,
		Outro: []string{"The code expires in " + forHumans(validFor) +
			". If it has expired, you can ask for a new one in the sign-in window."},
		Footnote: "If you did not sign up for RadScribe, you can ignore this e-mail: without the code the account cannot be used.",
	}.message(to)
}

// PasswordReset carries a link that lets the reader choose a new password.
func PasswordReset(to, firstName, link string, validFor time.Duration) ports.Message {
	return email{
		Subject:  "Reset your RadScribe password",
		Greeting: greeting(firstName),
		Intro:    []string{"We received a request to reset the password of your RadScribe account. Choose a new password here:"},
		Actions:  []action{{Label: "Reset password", URL: link}},
		Outro: []string{"The link works once and expires in " + forHumans(validFor) +
			". After that, you can ask for a new one with “Forgot your password?” on the sign-in page."},
		Footnote: "If you did not ask to reset your password, you can ignore this e-mail: your password stays unchanged.",
	}.message(to)
}

// Welcome greets a verified account: how to write the first report and the one rule that
// protects patients. It says nothing of a trial: without a payment provider (self-hosted use)
// every verified account has full access and there is nothing to try before paying.
func Welcome(to, firstName, appURL string) ports.Message {
	return email{
		Subject:  "Welcome to RadScribe",
		Greeting: greeting(firstName),
		Intro: []string{
			"Welcome to RadScribe! Your e-mail address is verified and every feature is ready for you.",
			"Your first report takes three steps:",
		},
		Steps: []string{
			"Pick a template that matches the examination, or create your own.",
			"Dictate your findings, or paste a transcript from your own dictation system.",
			"Let RadScribe fill the template or write the report, check it in the editor and copy it into your RIS.",
		},
		Actions: []action{{Label: "Open RadScribe", URL: appURL}},
		Notice:  "Never dictate or paste anything that identifies a patient, such as a name, a date of birth or a record number.",
		Outro:   []string{"The tutorials on the website show each step if you want a guided start."},
	}.message(to)
}

// AccountExists answers a registration for an address that already has an account. The sign-up
// page says the same in both cases, so only the mailbox's owner learns that the account exists.
func AccountExists(to, firstName, signInURL, resetURL string) ports.Message {
	return email{
		Subject:  "You already have a RadScribe account",
		Greeting: greeting(firstName),
		Intro: []string{
			"Someone, perhaps you, just tried to create a RadScribe account with this e-mail address. " +
				"There already is an account for it, so no new one was created.",
			"You can sign in with your password, or set a new one if you have forgotten it:",
		},
		Actions:  []action{{Label: "Sign in", URL: signInURL}, {Label: "Reset password", URL: resetURL}},
		Outro:    []string{"If you created your account with Google, choose “Continue with Google” on the sign-in page."},
		Footnote: "If this was not you, you can ignore this e-mail: your account and password stay unchanged.",
	}.message(to)
}

// MigrationInvite asks an account of the previous sign-in provider to set a password within
// 48 hours, after which the previous sign-in stops working.
func MigrationInvite(to, firstName, link string, deadline time.Time) ports.Message {
	return email{
		Subject:  "Action needed: set your RadScribe password within 48 hours",
		Greeting: greeting(firstName),
		Intro: []string{
			"RadScribe is moving every account to sign-in with e-mail and password. Your account still uses the previous sign-in, which is being retired.",
			"Please set a password within 48 hours (by " + deadline.UTC().Format("Monday, 2 January 2006, 15:04 UTC") + "). Your templates, vocabulary and settings stay as they are.",
		},
		Actions:  []action{{Label: "Set your password", URL: link}},
		Outro:    []string{"The link works once and expires in 48 hours. After that, the previous sign-in is disabled; you can still set a password at any time with “Forgot your password?” on the sign-in page, using this e-mail address."},
		Footnote: "If you no longer use RadScribe, you can ignore this e-mail.",
	}.message(to)
}
