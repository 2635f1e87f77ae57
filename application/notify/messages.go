// Package notify writes the e-mails RadScribe sends, in English, as ports.Message values with
// an HTML and an equivalent plain-text body. The functions are pure; sending is the caller's.
package notify

import (
	"strconv"
	"time"

	"github.com/radscribe/radscribe/domain/account"
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

// Welcome greets a verified account: how to write the first report, the trial, and the one
// rule that protects patients.
func Welcome(to, firstName, appURL string) ports.Message {
	trialDays := strconv.Itoa(int(account.TrialLength / (24 * time.Hour)))
	return email{
		Subject:  "Welcome to RadScribe",
		Greeting: greeting(firstName),
		Intro: []string{
			"Welcome to RadScribe! Your e-mail address is verified and your " + trialDays + "-day free trial has started: every feature, no credit card needed.",
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

// MigrationInvite asks an account moved from the previous sign-in provider to set a password
// before that provider's sign-in is switched off.
func MigrationInvite(to, firstName, resetLink string, deadline time.Duration) ports.Message {
	window := forHumans(deadline)
	return email{
		Subject:  "Set a password to keep using RadScribe",
		Greeting: greeting(firstName),
		Intro: []string{
			"RadScribe now has its own sign-in with e-mail address and password. " +
				"Your account, templates and subscription stay as they are; only the way you sign in changes.",
			"Please set your password within the next " + window + ":",
		},
		Actions: []action{{Label: "Set your password", URL: resetLink}},
		Notice:  "After " + window + " the sign-in you have used so far stops working.",
		Outro: []string{"Missed the deadline? You can still set a password at any time with " +
			"“Forgot your password?” on the sign-in page."},
	}.message(to)
}
