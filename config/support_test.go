package config

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestSupportAndTutorialDefaults(t *testing.T) {
	t.Chdir(t.TempDir())
	cfg, err := Load("")
	require.NoError(t, err)
	assert.Empty(t, cfg.Support.Email, "empty: the company's contact address")
	videos := cfg.Tutorials.Videos
	require.Len(t, videos, 6)
	var titles []string
	categories := map[string]int{}
	for _, video := range videos {
		titles = append(titles, video.Title)
		categories[video.Category]++
		assert.NotEmpty(t, video.Description, video.ID)
		assert.Empty(t, video.VimeoID, "no Vimeo video is named until an operator names one")
		assert.Empty(t, video.VimeoHash)
	}
	assert.Equal(t, []string{
		"Voice Recording", "Adding Your Own Templates", "Formatting Only for External Transcripts",
		"Languages for Translation (Experimental)", "German Grammar Auto-Correction", "Custom AI Prompts",
	}, titles)
	assert.Equal(t, map[string]int{"basics": 2, "advanced": 2, "tips": 2}, categories)
}

func TestTutorialVideosFromTheFile(t *testing.T) {
	dir := t.TempDir()
	t.Chdir(dir)
	file := filepath.Join(dir, "radscribe.yaml")
	require.NoError(t, os.WriteFile(file, []byte(`
support:
  email: help@example-radiology.com
tutorials:
  videos:
    - id: voice-recording
      title: Voice Recording
      description: Dictate in your browser.
      duration: "4:30"
      vimeo_id: "76979871"
      vimeo_hash: 8272103f6e
      category: basics
    - id: custom-ai-prompts
      title: Custom AI Prompts
      category: advanced
`), 0o600))
	cfg, err := Load(file)
	require.NoError(t, err)
	assert.Equal(t, "help@example-radiology.com", cfg.Support.Email)
	assert.Equal(t, []TutorialVideo{
		{ID: "voice-recording", Title: "Voice Recording", Description: "Dictate in your browser.", Duration: "4:30", VimeoID: "76979871", VimeoHash: "8272103f6e", Category: "basics"},
		{ID: "custom-ai-prompts", Title: "Custom AI Prompts", Category: "advanced"},
	}, cfg.Tutorials.Videos, "the file's list replaces the default one")
}

func TestTutorialVideosFromTheEnvironmentAsJSON(t *testing.T) {
	t.Chdir(t.TempDir())
	t.Setenv("RADSCRIBE_TUTORIALS_VIDEOS", `[{"id": "voice-recording", "title": "Voice Recording", "vimeo_id": "76979871", "category": "tips"}]`)
	t.Setenv("RADSCRIBE_SUPPORT_EMAIL", "Support <help@example-radiology.com>")
	cfg, err := Load("")
	require.NoError(t, err)
	assert.Equal(t, []TutorialVideo{{ID: "voice-recording", Title: "Voice Recording", VimeoID: "76979871", Category: "tips"}}, cfg.Tutorials.Videos)
	assert.Equal(t, "Support <help@example-radiology.com>", cfg.Support.Email)
}

func TestSupportAndTutorialValidation(t *testing.T) {
	tests := []struct {
		name string
		env  map[string]string
		want []string
	}{
		{"support address", map[string]string{"RADSCRIBE_SUPPORT_EMAIL": "help at example"}, []string{`support.email: "help at example" is not an e-mail address`}},
		{"not JSON", map[string]string{"RADSCRIBE_TUTORIALS_VIDEOS": "voice-recording"}, []string{"a list of objects is written as a JSON array"}},
		{"misspelt key", map[string]string{"RADSCRIBE_TUTORIALS_VIDEOS": `[{"id": "a", "title": "A", "category": "tips", "vimeoId": "1"}]`}, []string{"vimeoId"}},
		{"category", map[string]string{"RADSCRIBE_TUTORIALS_VIDEOS": `[{"id": "a", "title": "A", "category": "news"}]`}, []string{
			`tutorials.videos[0].category: "news" is not valid; choose one of basics, advanced, tips`,
		}},
		{"every rule", map[string]string{"RADSCRIBE_TUTORIALS_VIDEOS": `[
			{"id": "Voice Recording", "title": " ", "category": "basics", "duration": "4 min", "vimeo_id": "vimeo.com/1", "vimeo_hash": "a/b"},
			{"id": "b", "title": "B", "category": "tips", "vimeo_hash": "abc"},
			{"id": "b", "title": "B again", "category": "tips"}]`}, []string{
			`tutorials.videos[0].id: "Voice Recording" must be lower-case letters, digits and dashes`,
			"tutorials.videos[0].title: is required",
			`tutorials.videos[0].duration: "4 min" must be minutes and seconds`,
			`tutorials.videos[0].vimeo_id: "vimeo.com/1" must be the number of the Vimeo video`,
			`tutorials.videos[0].vimeo_hash: "a/b" must be the letters and digits`,
			"tutorials.videos[1].vimeo_hash: needs a vimeo_id",
			`tutorials.videos[2].id: "b" is used by another video`,
		}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Chdir(t.TempDir())
			for k, v := range tt.env {
				t.Setenv(k, v)
			}
			_, err := Load("")
			require.Error(t, err)
			for _, want := range tt.want {
				assert.Contains(t, err.Error(), want)
			}
		})
	}
}

func TestTutorialDurations(t *testing.T) {
	for duration, valid := range map[string]bool{"4:30": true, "0:45": true, "12:05": true, "1:02:30": true, "4:60": false, "430": false, "4:3": false, "": true} {
		v := &validator{}
		Tutorials{Videos: []TutorialVideo{{ID: "a", Title: "A", Category: "tips", Duration: duration}}}.validate(v)
		assert.Equal(t, valid, len(v.problems) == 0, "%q: %v", duration, v.problems)
	}
}
