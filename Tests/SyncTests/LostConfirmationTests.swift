// A lost confirmation: the server saved what a device sent, but the answer never reached the
// device (the connection cut on the way back, or the device killed before it recorded it).
// What the device does next must neither lose a deletion nor invent a conflict.
import Foundation
import Library
import QuranText
import RecordClient
import Sync
import TestSupport
import Testing

@Suite(.serialized) struct LostConfirmationTests {
  let world: SyncWorld
  let proxy: FaultProxy
  let phone: Device
  let tablet: Device

  init() throws {
    world = try SyncWorld()
    proxy = try FaultProxy(upstreamPort: world.server.port)
    phone = try world.device("phone")
    tablet = try world.device("tablet")
    // The phone reaches the server through the proxy that can lose answers.
    try phone.reach(through: proxy)
  }

  /// Syncs the phone while every answer to its sends of notes is lost; the sync fails.
  func syncLosingTheAnswers() throws {
    proxy.setRule { request in
      request.contains("/records/modify") && request.contains("\"AyahNote\"") ? .dropAnswer : nil
    }
    #expect(throws: (any Error).self) { try phone.sync() }
    #expect(proxy.injected["answer dropped", default: 0] > 0)
    proxy.setRule(nil)
  }

  @Test func aNoteDeletedAfterALostConfirmationIsDeletedEverywhere() throws {
    let note = try phone.library.addNote(on: ayah("2:255"), text: "Ayat al-Kursi")
    try syncLosingTheAnswers()
    try tablet.sync()
    #expect(try tablet.library.note(note.id) != nil, "the server saved the note")

    try phone.library.deleteNote(note.id)
    try phone.sync()
    try tablet.sync()
    #expect(try tablet.library.note(note.id) == nil, "the deletion reached the other device")
    #expect(try phone.library.note(note.id) == nil, "the note did not come back")
    #expect(try phone.library.pendingChangeCount() == 0)
    #expect(try phone.snapshot() == tablet.snapshot())
  }

  /// The answer to the phone's new note is lost; the tablet sees the note and deletes it. The
  /// phone cannot tell a send that arrived and was deleted from one that never arrived
  /// (Apple keeps no trace of a deleted record in `_defaultZone`, and the terminal syncs as
  /// with Apple), and losing a note a person wrote is worse than showing a deleted one
  /// again: the phone sends it again (seed 9090949 found it). The tablet deleted exactly
  /// that text, so it deletes it again, and the deletion stands on both devices.
  @Test func aNewNoteDeletedElsewhereAfterALostConfirmationStaysDeleted() throws {
    let note = try phone.library.addNote(on: ayah("1:1"), text: "Ghi chú n#21")
    try syncLosingTheAnswers()
    try tablet.sync()
    #expect(try tablet.library.note(note.id) != nil, "the server saved the note")
    try tablet.library.deleteNote(note.id)
    try tablet.sync()
    try phone.sync()
    try tablet.sync()
    try phone.sync()
    for device in [phone, tablet] {
      #expect(try device.library.notes(on: ayah("1:1")).isEmpty)
      #expect(try device.library.pendingChangeCount() == 0)
    }
    #expect(try phone.snapshot() == tablet.snapshot())
  }

  @Test func anEditAfterALostConfirmationMakesNoConflictCopy() throws {
    let note = try phone.library.addNote(on: ayah("36:1"), text: "Ya Sin")
    try syncLosingTheAnswers()
    try phone.library.editNote(note.id, text: "Ya Sin — trái tim của Qur'an")
    try phone.sync()
    try tablet.sync()
    let texts = try tablet.library.notes(on: ayah("36:1")).map(\.text)
    #expect(texts == ["Ya Sin — trái tim của Qur'an"], "one note, the latest text, no copy")
    #expect(try phone.snapshot() == tablet.snapshot())
  }

  @Test func anotherDevicesEditIsStillAConflict() throws {
    let note = try phone.library.addNote(on: ayah("1:1"), text: "gốc")
    try phone.sync()
    try tablet.sync()
    try tablet.library.editNote(note.id, text: "sửa trên máy tính bảng")
    try tablet.sync()
    try phone.library.editNote(note.id, text: "sửa trên điện thoại")
    try syncLosingTheAnswers()
    try phone.sync()
    try tablet.sync()
    let texts = try tablet.library.notes(on: ayah("1:1")).map(\.text).sorted()
    #expect(texts == ["(Xung đột đồng bộ) sửa trên điện thoại", "sửa trên máy tính bảng"])
    #expect(try phone.snapshot() == tablet.snapshot())
  }

  @Test func aDeletionOfANoteNeverSentCostsNothing() throws {
    let note = try phone.library.addNote(on: ayah("1:1"), text: "nháp")
    try phone.library.deleteNote(note.id)
    try phone.sync()
    #expect(try phone.library.pendingChangeCount() == 0)
    #expect(try phone.library.notes().isEmpty)
  }
}
