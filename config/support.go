package config

import (
	"fmt"
	"net/mail"
	"regexp"
	"strings"
)

// Support configures where the contact form's messages go.
type Support struct {
	// Email receives the messages of the contact form (the question form of the tutorials
	// page); empty means company.contact_email.
	Email string `mapstructure:"email"`
}

// Tutorials configures the videos of the tutorials page.
type Tutorials struct {
	Videos []TutorialVideo `mapstructure:"videos"`
}

// TutorialVideo is one video of the tutorials page. VimeoID (and, for an unlisted video,
// VimeoHash) name it on Vimeo; a video without a VimeoID is listed as not available yet.
type TutorialVideo struct {
	ID          string `mapstructure:"id"`
	Title       string `mapstructure:"title"`
	Description string `mapstructure:"description"`
	// Duration is shown as written, such as 4:30; empty when unknown.
	Duration  string `mapstructure:"duration"`
	VimeoID   string `mapstructure:"vimeo_id"`
	VimeoHash string `mapstructure:"vimeo_hash"`
	// Category is one of TutorialCategories.
	Category string `mapstructure:"category"`
}

// TutorialCategories are the categories of the tutorial videos.
var TutorialCategories = []string{"basics", "advanced", "tips"}

// defaultTutorialVideos are the six topics of the tutorials page, without Vimeo ids: the page
// says a video is not available until an operator names its Vimeo video.
func defaultTutorialVideos() []map[string]any {
	video := func(id, title, description, category string) map[string]any {
		return map[string]any{
			"id": id, "title": title, "description": description, "duration": "", "vimeo_id": "", "vimeo_hash": "", "category": category,
		}
	}
	return []map[string]any{
		video("voice-recording", "Voice Recording",
			"Dictate in your browser: choose the language, record, pause and resume, and review the corrected transcript before it fills your report.", "basics"),
		video("own-templates", "Adding Your Own Templates",
			"Create templates with your own structure for each modality and language, and fill them from your dictation or a pasted transcript.", "basics"),
		video("format-external-transcript", "Formatting Only for External Transcripts",
			"Paste a transcript from your current dictation system and let RadScribe turn it into a structured report with Format Report Only.", "tips"),
		video("translation-languages", "Languages for Translation (Experimental)",
			"Which languages you can dictate in and have the report written in, and what to check while translation is experimental.", "advanced"),
		video("german-grammar", "German Grammar Auto-Correction",
			"How RadScribe corrects the grammar and medical terms of German dictations, and how your own vocabulary corrections help it.", "tips"),
		video("custom-ai-prompts", "Custom AI Prompts",
			"Write your own prompts for correction, template filling and reports from scratch, and keep the versions that work for you.", "advanced"),
	}
}

var (
	tutorialIDPattern       = regexp.MustCompile(`^[a-z0-9][a-z0-9-]{0,63}$`)
	vimeoIDPattern          = regexp.MustCompile(`^[0-9]{1,20}$`)
	vimeoHashPattern        = regexp.MustCompile(`^[0-9a-zA-Z]{1,64}$`)
	tutorialDurationPattern = regexp.MustCompile(`^([0-9]{1,2}:)?[0-9]{1,2}:[0-5][0-9]$`)
)

func (s Support) validate(v *validator) {
	if s.Email == "" {
		return
	}
	if _, err := mail.ParseAddress(s.Email); err != nil {
		v.add("support.email", "%q is not an e-mail address", s.Email)
	}
}

func (t Tutorials) validate(v *validator) {
	seen := map[string]bool{}
	for i, video := range t.Videos {
		key := fmt.Sprintf("tutorials.videos[%d]", i)
		if !tutorialIDPattern.MatchString(video.ID) {
			v.add(key+".id", "%q must be lower-case letters, digits and dashes, such as voice-recording", video.ID)
		} else if seen[video.ID] {
			v.add(key+".id", "%q is used by another video", video.ID)
		}
		seen[video.ID] = true
		if strings.TrimSpace(video.Title) == "" {
			v.add(key+".title", "is required")
		}
		v.oneOf(key+".category", video.Category, TutorialCategories...)
		if video.Duration != "" && !tutorialDurationPattern.MatchString(video.Duration) {
			v.add(key+".duration", "%q must be minutes and seconds such as 4:30 (or 1:02:30)", video.Duration)
		}
		if video.VimeoID != "" && !vimeoIDPattern.MatchString(video.VimeoID) {
			v.add(key+".vimeo_id", "%q must be the number of the Vimeo video (from https://vimeo.com/76979871, 76979871)", video.VimeoID)
		}
		if video.VimeoHash != "" {
			if video.VimeoID == "" {
				v.add(key+".vimeo_hash", "needs a vimeo_id")
			}
			if !vimeoHashPattern.MatchString(video.VimeoHash) {
				v.add(key+".vimeo_hash", "%q must be the letters and digits after the video number in an unlisted video's link", video.VimeoHash)
			}
		}
	}
}
