import AppBase

/// A note of the app.
public struct Note: Equatable, Sendable {
  /// What the note says.
  public var title: String
  /// A note saying `title`.
  public init(title: String) { self.title = title }
}

/// Where notes are kept: a protocol the main actor isolates by the module's default.
public protocol NotesStoring {
  func load() -> [Note]
  func save(_ note: Note)
}

/// A screen that shows notes, bound to the app's base class.
public protocol NotesScreen: BaseScreen {
  func display(_ notes: [Note])
}

/// The app's model of the notes: its `init` loads them, through its own method, which a spy
/// sees.
open class NotesModel {
  /// The notes, as last loaded or added.
  public private(set) var notes: [Note] = []
  let store: any NotesStoring

  /// A model of the notes of `store`, which it loads at once.
  public init(store: any NotesStoring) {
    self.store = store
    reload()
  }

  /// Loads the notes from the store.
  open func reload() {
    notes = store.load()
  }

  /// Adds a note and saves it.
  open func add(_ title: String) {
    let note = Note(title: title)
    notes.append(note)
    store.save(note)
  }

  /// How many notes there are, from any isolation.
  nonisolated open func limit() -> Int { 100 }

  /// Counts words off the main actor.
  @concurrent open func wordCount(of text: String) async -> Int {
    text.split(separator: " ").count
  }
}

/// The notes screen, a subclass of the base class of another module.
open class NotesListScreen: BaseScreen {
  public override init() { super.init() }

  /// Shows the notes' titles.
  open func display(_ notes: [Note]) {
    for note in notes { show(note.title) }
  }
}

/// Syncs notes on an actor of its own.
public actor NotesSync {
  /// A sync of its own.
  public init() {}
  /// Pushes `notes`, and says how many.
  public func push(_ notes: [Note]) -> Int { notes.count }
}

/// Syncing, as the app's code calls it: a caller's isolation kept, a value sent.
public protocol NotesSyncing {
  nonisolated func sync(_ notes: sending [Note]) async -> Int
}

/// The actor archives run on.
@globalActor public actor ArchiveActor {
  /// The one archive actor.
  public static let shared = ArchiveActor()
}

/// Archiving, isolated to an actor of the app's own.
@ArchiveActor public protocol NotesArchiving {
  func archive(_ notes: [Note]) -> Bool
}

/// A note's draft: a model the module's default isolates to the main actor, which says nothing of
/// `Sendable`.
public struct Draft: Equatable {
  /// What the draft says.
  public var text: String
  /// A draft saying `text`.
  public init(text: String) { self.text = text }
}

/// Renaming, as the app's code awaits it: the result a model of the main actor.
public protocol NotesRenaming {
  func rename(_ draft: Draft, to text: String) async -> Draft
}

/// A class with nothing to say of its isolation, which its module's default gives it, `deinit`
/// included.
open class Blank {
  /// A blank.
  public init() {}
  /// Its name.
  open func name() -> String { "blank" }
}
