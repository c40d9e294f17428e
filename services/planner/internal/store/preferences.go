package store

import (
	"context"
	"fmt"
	"maps"

	"github.com/redis/go-redis/v9"
)

// Preferences keeps long-term defaults per scope — a principal's name —
// such as a default region, report format or recipients. They are not tied
// to any execution and have no retention: they last until deleted.
type Preferences interface {
	// Preference returns the value of key in scope; ok is false when it
	// is not set.
	Preference(ctx context.Context, scope, key string) (value string, ok bool, err error)
	// SetPreference sets key in scope to value, replacing any earlier one.
	SetPreference(ctx context.Context, scope, key, value string) error
	// DeletePreference removes key from scope; it reports whether it was
	// set.
	DeletePreference(ctx context.Context, scope, key string) (bool, error)
	// PreferenceList returns every entry of scope (an empty map when none).
	PreferenceList(ctx context.Context, scope string) (map[string]string, error)
}

// Preference implements Preferences.
func (m *Memory) Preference(_ context.Context, scope, key string) (string, bool, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	v, ok := m.prefs[scope][key]
	return v, ok, nil
}

// SetPreference implements Preferences.
func (m *Memory) SetPreference(_ context.Context, scope, key, value string) error {
	m.mu.Lock()
	defer m.mu.Unlock()
	if m.prefs == nil {
		m.prefs = map[string]map[string]string{}
	}
	if m.prefs[scope] == nil {
		m.prefs[scope] = map[string]string{}
	}
	m.prefs[scope][key] = value
	return nil
}

// DeletePreference implements Preferences.
func (m *Memory) DeletePreference(_ context.Context, scope, key string) (bool, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	_, ok := m.prefs[scope][key]
	delete(m.prefs[scope], key)
	return ok, nil
}

// PreferenceList implements Preferences.
func (m *Memory) PreferenceList(_ context.Context, scope string) (map[string]string, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	out := map[string]string{}
	maps.Copy(out, m.prefs[scope])
	return out, nil
}

// Preference implements Preferences.
func (s *Redis) Preference(ctx context.Context, scope, key string) (string, bool, error) {
	v, err := s.c.HGet(ctx, s.prefs(scope), key).Result()
	if err == redis.Nil {
		return "", false, nil
	}
	if err != nil {
		return "", false, fmt.Errorf("store: redis preference: %w", err)
	}
	return v, true, nil
}

// SetPreference implements Preferences.
func (s *Redis) SetPreference(ctx context.Context, scope, key, value string) error {
	if err := s.c.HSet(ctx, s.prefs(scope), key, value).Err(); err != nil {
		return fmt.Errorf("store: redis set preference: %w", err)
	}
	return nil
}

// DeletePreference implements Preferences.
func (s *Redis) DeletePreference(ctx context.Context, scope, key string) (bool, error) {
	n, err := s.c.HDel(ctx, s.prefs(scope), key).Result()
	if err != nil {
		return false, fmt.Errorf("store: redis delete preference: %w", err)
	}
	return n > 0, nil
}

// PreferenceList implements Preferences.
func (s *Redis) PreferenceList(ctx context.Context, scope string) (map[string]string, error) {
	h, err := s.c.HGetAll(ctx, s.prefs(scope)).Result()
	if err != nil {
		return nil, fmt.Errorf("store: redis preferences: %w", err)
	}
	return h, nil
}
